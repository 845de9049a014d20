-- GD04-102 Moment of Rest
-- 【Burst】Draw 1.
-- 【Main】Choose 1 rested enemy Unit that is Lv.5 or lower. It won't be set as active during the
-- start phase of your opponent's next turn.

card:burst{ draw = 1 } -- Draw 1.

card:main{
  target = { "Choose 1 rested enemy Unit that is Lv.5 or lower", side = "enemy", rested = true,
             max_level = 5 },
  run = function(e, target) e:keep_rested(target) end,
}
