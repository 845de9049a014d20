-- GD05-021 Gundam AGE-2 Double Bullet
-- 【Activate･Action】【Once per Turn】①：This Unit gets AP+4 during this battle.
-- 【Once per Turn】When this Unit receives enemy damage, if you have an (Earth Federation) Pilot in
-- play, reduce it by 2.

card:activate_action{
  cost = 1, once_per_turn = true,
  gets = { ap = 4, lasts = "battle" }, -- This Unit gets AP+4 during this battle.
}

local function ef_pilot_in_play(e)
  for _, u in ipairs(e:units{ side = "your" }) do
    local pilot = e:pilot(u)
    if pilot and e:has_trait(pilot, "Earth Federation") then return true end
  end
  return false
end

card:constant{
  once_per_turn = true,
  condition = ef_pilot_in_play,
  reduce_damage = function(e, victim, source)
    return source ~= -1 and e:matches(source, { side = "enemy" }) and 2 or 0
  end,
}
