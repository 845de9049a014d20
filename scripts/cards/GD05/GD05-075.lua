-- GD05-075 Royal Gundam
-- <Blocker> (the core handles it)
-- This Unit can't choose the enemy player as its attack target.

card:constant{
  cant = { "attack player" },
}
