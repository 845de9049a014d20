-- GD02-011 Moebius (Peacemaker Team)
-- 【Activate･Action】Destroy this Unit：Choose 1 enemy Base/enemy Shield this Unit is battling. Deal 6
-- damage to it.

-- "this Unit is battling" a Base or Shield: it is attacking a player (5-22-1)
local function attacking_a_player(e)
  local attacker, target = e:battle()
  return attacker == e.unit and target == nil
end

card:activate_action{
  destroy_self = true,
  condition = attacking_a_player,
  run = function(e)
    local _, _, player = e:battle()
    if player then e:damage_shield_area(player, 6) end
  end,
}
