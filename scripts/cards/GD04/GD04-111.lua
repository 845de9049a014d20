-- GD04-111 Trinity
-- 【Main】/【Action】Choose 1 to 3 of your (CB) Units. They get AP+2 during this turn.
-- 【Pilot】[Johann Trinity] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 to 3 of your (CB) Units", side = "your", trait = "CB", min = 1, max = 3 },
  gets = { ap = 2 }, -- They get AP+2 during this turn.
}
