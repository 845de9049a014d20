-- GD04-029 Gundam Dynames (GN Full Shield)
-- 【Once per Turn】If you have a (CB) Pilot in play, when this Unit receives damage from an enemy,
-- reduce it by 1.

local function cb_pilot_in_play(e)
  for _, u in ipairs(e:units{ side = "your" }) do
    local pilot = e:pilot(u)
    if pilot and e:has_trait(pilot, "CB") then return true end
  end
  return false
end

card:constant{
  once_per_turn = true,
  condition = cb_pilot_in_play,
  reduce_damage = function(e, victim, source)
    return source ~= -1 and e:matches(source, { side = "enemy" }) and 1 or 0
  end,
}
