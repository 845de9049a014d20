-- ST08-012 Words for Hathaway
-- 【Main】Choose 1 friendly Link Unit. It gains <Breach 1> during this turn.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the first
-- card in that opponent's shield area.)
-- 【Pilot】[Gawman Nobile] (the core lets it be paired as a Pilot)

card:main{
  target = { "Choose 1 friendly Link Unit", side = "friendly", linked = true },
  gains = { "breach", 1 }, -- It gains <Breach 1> during this turn.
}
