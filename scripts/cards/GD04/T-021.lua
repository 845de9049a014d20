-- T-021 Parts (Unit token: (League Militaire)･AP1･HP1)
-- This Unit can't choose the enemy player as its attack target.

card:constant{
  cant = { "attack player" },
}
