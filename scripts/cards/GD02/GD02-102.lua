-- GD02-102 Mouar's Determination
-- 【Main】/【Action】Choose 1 friendly (Titans) Unit. It gets AP+2 during this turn.
-- 【Pilot】[Mouar Pharaoh] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly (Titans) Unit", side = "friendly", trait = "Titans" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
