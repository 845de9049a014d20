-- EB01-019 Gundam Pixy
-- 【Attack】If there are 2 or more other rested Units in play, this Unit gains <High-Maneuver> during
-- this battle.

-- any player's rested Units but this one (rested by its attack)
local function two_other_rested(e)
  return #e:units{ side = "any", rested = true, exclude = e.unit } >= 2
end

card:attack{
  condition = two_other_rested,
  run = function(e)
    if two_other_rested(e) then e:grant(e.unit, "high-maneuver", "battle") end
  end,
}
