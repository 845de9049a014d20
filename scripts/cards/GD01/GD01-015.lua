-- GD01-015 Ball
-- 【Attack】Choose 1 of your Units. It recovers 1 HP.

card:attack{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:recover(target, 1) end,
}
