-- ST01-006 Gundam Aerial (Permet Score Six)
-- 【When Paired】Choose 1 enemy Unit that is Lv.5 or lower. It gets AP-3 during this turn.

card:when_paired{
  target = { "Choose 1 enemy Unit that is Lv.5 or lower", side = "enemy", max_level = 5 },
  gets = { ap = -3 }, -- It gets AP-3 during this turn.
}
