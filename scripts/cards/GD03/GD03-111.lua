-- GD03-111 Infiltrator Present
-- 【Main】/【Action】Choose 1 friendly (Mafty) Unit. It gets AP+3 during this turn.
-- 【Pilot】[Emeralda Zubin] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly (Mafty) Unit", side = "friendly", trait = "Mafty" },
  gets = { ap = 3 }, -- It gets AP+3 during this turn.
}
