-- ST08-009 Jegan Ground Type-A (Man Hunter)
-- 【Deploy】Choose 1 rested enemy Unit that is Lv.2 or lower. It won't be set as active during the
-- start phase of your opponent's next turn.

card:deploy{
  target = { "Choose 1 rested enemy Unit that is Lv.2 or lower", side = "enemy", rested = true,
             max_level = 2 },
  run = function(e, target) e:keep_rested(target) end,
}
