-- GD01-119 Iron-Fisted Discipline
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.4 or lower. It gets AP-2 during this turn.
-- 【Pilot】[Chuatury Panlunch] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
