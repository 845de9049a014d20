-- GD02-035 Police Zaku (Armored RRU Type)
-- This Unit can't choose the enemy player as its attack target.

card:constant{
  cant = { "attack player" },
}
