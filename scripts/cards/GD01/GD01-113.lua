-- GD01-113 The Desert Tiger
-- 【Main】/【Action】Choose 1 friendly (ZAFT) Unit. It gets AP+3 during this turn.
-- 【Pilot】[Andrew Waldfeld] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly (ZAFT) Unit", side = "friendly", trait = "ZAFT" },
  gets = { ap = 3 }, -- It gets AP+3 during this turn.
}
