-- GD01-071 Gundam Pharact
-- 【During Link】【Attack】Choose 1 enemy Unit. It gets AP-2 during this battle.

card:attack{
  during = "link",
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:modify(target, { ap = -2 }, "battle") end,
}
