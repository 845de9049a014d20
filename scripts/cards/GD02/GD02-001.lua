-- GD02-001 Psycho Gundam
-- <Breach 3> (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage
-- to the first card in that opponent's shield area.)
-- 【During Pair･(Cyber-Newtype) Pilot】When one of your (Titans) Units destroys an enemy shield area
-- card with damage, this Unit recovers 2 HP.

card:on("shield_area_destroyed", function(e) e:recover(e.unit, 2) end, {
  during = "pair", pilot = { trait = "Cyber-Newtype" },
  source = { side = "your", type = "unit", trait = "Titans" }, card = { side = "enemy" },
})
