-- ST05-007 McGillis' Schwalbe Graze
-- <Blocker> (the core handles it)
-- 【When Paired】Choose 1 enemy Unit that is Lv.3 or lower. It gets AP-2 during this turn.

card:when_paired{
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
