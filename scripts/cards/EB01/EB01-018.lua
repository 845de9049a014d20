-- EB01-018 Gundam Astray Blue Frame Second L
-- 【Attack】Choose 1 friendly Unit. It recovers 1 HP.

card:attack{
  target = { "Choose 1 friendly Unit", side = "friendly" },
  run = function(e, target) e:recover(target, 1) end,
}
