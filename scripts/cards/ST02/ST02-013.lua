-- ST02-013 Peaceful Timbre
-- 【Action】During this battle, your shield area cards can't receive damage from enemy Units
-- that are Lv.4 or lower.
-- 【Pilot】[Quatre Raberba Winner] (the core lets it be paired as a Pilot)

card:action(function(e)
  if e:battle() then -- in the end phase's action step there is no battle: nothing happens
    e:grant_player_rule(e.me, 2, "battle")
  end
end)

-- Effect 2: the rule granted above (it works only through the grant).  A Pilot's
-- effect is its Unit's (3-3-9-2).
card:constant{
  text = "shield area cards can't receive damage from enemy Units that are Lv.4 or lower",
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    if source == nil or source < 0 then return false end
    local unit = e:unit_of(source) or source
    return e:matches(unit, { side = "enemy", type = "unit", max_level = 4 })
  end,
}
