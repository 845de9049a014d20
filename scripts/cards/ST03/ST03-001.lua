-- ST03-001 Sinanju
-- 【During Pair】This Unit gains <High-Maneuver>.
-- (This Unit can't be blocked.)
-- During your turn, when this Unit destroys an enemy shield area card with battle damage,
-- choose 1 enemy Unit. Deal 2 damage to it.

card:during_pair{
  keywords = { "high-maneuver" },
}

-- "with battle damage": this Unit's attack on the player reaching the shield area in
-- the damage step (8-5-2-3, 8-5-2-4); a shield area card is a Shield or a Base (4-6-2).
local function battle_damage_by_this_unit(e)
  local attacker, target = e:battle()
  return e:my_turn() and e:step() == "damage step" and attacker == e.unit and target == nil
end

local function deal_2(e, target)
  e:damage(target, 2)
end

-- a Shield destroyed by this Unit's battle damage
card:on("shield_destroyed", deal_2, {
  filter = function(e)
    return e.event_card2 == e.unit and battle_damage_by_this_unit(e)
  end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
})

-- a Base destroyed by this Unit's battle damage
card:on("destroyed", deal_2, {
  filter = function(e)
    return e:matches(e.event_card, { side = "enemy", type = "base" })
       and e:location(e.event_card) == "base section" and battle_damage_by_this_unit(e)
  end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
})
