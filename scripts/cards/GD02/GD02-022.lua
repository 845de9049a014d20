-- GD02-022 G-Exes
-- 【Once per Turn】When you place an EX Resource, choose 1 of your (AGE System) Units. It gains
-- <Breach 2> during this turn.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the first
-- card in that opponent's shield area.)

card:on("resource_placed", function(e, target) e:grant(target, "breach", 2) end, {
  once_per_turn = true, card = { side = "your", token = true },   -- an EX Resource is a token
  target = { "Choose 1 of your (AGE System) Units", side = "your", trait = "AGE System" },
})
