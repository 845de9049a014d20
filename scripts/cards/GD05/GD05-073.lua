-- GD05-073 Altron Gundam (EW)
-- 【Deploy】Choose 1 rested enemy Unit. It won't be set as active during the start phase of your
-- opponent's next turn.

card:deploy{
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target) e:keep_rested(target) end,
}
