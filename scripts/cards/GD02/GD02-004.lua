-- GD02-004 Byarlant
-- 【When Paired】Choose 1 rested enemy Unit with 3 or less HP. It won't be set as active during the
-- start phase of your opponent's next turn.

card:when_paired{
  target = { "Choose 1 rested enemy Unit with 3 or less HP", side = "enemy", rested = true, max_hp = 3 },
  run = function(e, target) e:keep_rested(target) end,
}
