-- GD03-035 GFreD
-- 【Activate･Main】【Once per Turn】①, exile 1 Pilot card from your trash: Deal 1 damage to all enemy
-- Units.
-- 【When Linked】During this turn, this Unit may choose an active enemy Unit with AP equal to or
-- less than this Unit as its attack target.

card:activate_main{
  cost = 1, once_per_turn = true,
  -- the other cost (10-1-7-4): without a Pilot card in the trash it can't be activated
  condition = { count = "trash", type = "pilot", min = 1 },
  run = function(e)
    -- the exile is paid first thing, as GD01-023 pays its discard (docs/rulings/GD03.md)
    local pilot = e:choose_one("Exile 1 Pilot card from your trash", e:cards("trash", { type = "pilot" }))
    if not pilot then return end
    e:remove(pilot)
    -- the effect
    e:damage_all(e:units{ side = "enemy" }, 1)
  end,
}

card:when_linked(function(e)
  e:grant_rule(e.unit, 3, "turn")
end)

-- effect 3: the rule this Unit gets for the turn (only through the grant above); the APs are
-- compared when the attack target is chosen
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:ap(target) <= e:ap(attacker)
  end,
}
