-- ST06-011 Ruthless Tactics
-- 【Main】/【Action】Choose 1 to 2 friendly (Clan) Units. They get AP+2 during this turn.
-- 【Pilot】[Gaia (GQ)] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 to 2 friendly (Clan) Units", side = "friendly", trait = "Clan", min = 1, max = 2 },
  gets = { ap = 2 }, -- They get AP+2 during this turn.
}
