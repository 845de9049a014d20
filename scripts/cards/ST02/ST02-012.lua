-- ST02-012 Simultaneous Fire
-- 【Main】Choose 1 of your Units. It gains <Breach 3> during this turn.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to
-- the first card in that opponent's shield area.)
-- 【Pilot】[Trowa Barton] (the core lets it be paired as a Pilot)

card:main{
  target = { "Choose 1 of your Units", side = "your" },
  gains = { "breach", 3 }, -- It gains <Breach 3> during this turn.
}
