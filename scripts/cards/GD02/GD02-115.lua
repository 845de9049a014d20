-- GD02-115 Familial Devotion
-- 【Main】/【Action】Choose 1 friendly (Vulture) Unit. It gets AP+2 during this turn.
-- 【Pilot】[Witz Sou] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly (Vulture) Unit", side = "friendly", trait = "Vulture" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
