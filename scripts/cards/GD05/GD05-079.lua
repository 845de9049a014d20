-- GD05-079 Gundam Heavyarms Custom (EW)
-- 【Activate･Main】【Once per Turn】If you have another (G Team)/(Preventer) Unit in play, choose 1
-- enemy Unit that is Lv.4 or lower. It gets AP-1 during this turn.

card:activate_main{
  once_per_turn = true,
  condition = function(e) -- 10-2-1
    return #e:units{ side = "your", trait = { "G Team", "Preventer" }, exclude = e.unit } > 0
  end,
  target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  gets = { ap = -1 }, -- It gets AP-1 during this turn.
}
