-- GD02-066 Gafran
-- This Unit can't choose the enemy player as its attack target.

card:constant{
  cant = { "attack player" },
}
