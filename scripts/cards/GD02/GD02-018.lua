-- GD02-018 Taurus
-- This Unit can't choose the enemy player as its attack target.

card:constant{
  cant = { "attack player" },
}
