-- EB01-046 Striker Custom (EX)
-- 【During Pair】【Attack】Choose 1 enemy Unit that is Lv.4 or higher. It gets AP-2 during this battle.

card:attack{
  during = "pair",
  target = { "Choose 1 enemy Unit that is Lv.4 or higher", side = "enemy", min_level = 4 },
  gets = { ap = -2, lasts = "battle" }, -- It gets AP-2 during this battle.
}
