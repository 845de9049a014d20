-- ST03-012 Indignation
-- 【Main】/【Action】Choose 1 friendly Unit. It gets AP+2 during this turn.
-- 【Pilot】[Angelo Sauper] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly Unit", side = "friendly" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
