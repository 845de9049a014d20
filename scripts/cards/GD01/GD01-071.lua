-- GD01-071 Gundam Pharact
-- 【During Link】【Attack】Choose 1 enemy Unit. It gets AP-2 during this battle.

card:attack{
  during = "link",
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2, lasts = "battle" }, -- It gets AP-2 during this battle.
}
