-- GD05-071 Gundam Sandrock Custom (EW)
-- 【Attack】If you have another (G Team)/(Preventer) Unit in play, choose 1 enemy Unit. It gets
-- AP-2 during this turn.

card:attack{
  condition = function(e) -- 10-2-1
    return #e:units{ side = "your", trait = { "G Team", "Preventer" }, exclude = e.unit } > 0
  end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
