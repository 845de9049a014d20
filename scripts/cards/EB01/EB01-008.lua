-- EB01-008 Gundam Delta Kai
-- 【Deploy･Development 1】You may exile the specified number of (G Generation) cards in your trash
-- from the game. If you do, activate the following effect:
-- ■Choose 1 friendly Unit. It recovers 2 HP.

card:deploy{
  development = 1,
  target = { "Choose 1 friendly Unit", side = "friendly" },
  run = function(e, target) e:recover(target, 2) end,
}
