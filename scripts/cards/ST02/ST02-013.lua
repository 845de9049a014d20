-- ST02-013 Peaceful Timbre
-- 【Action】During this battle, your shield area cards can't receive damage from enemy Units
-- that are Lv.4 or lower.
-- 【Pilot】[Quatre Raberba Winner] (the core lets it be paired as a Pilot)

card:action(function(e)
  e:grant_player_rule(e.me, 2, "battle")
end)

-- Effect 2: the rule granted above (works only through the grant).
card:constant{
  condition = function(e) return false end,
  prevent_damage = function(e, victim, source, amount, battle)
    return source ~= nil and e:matches(source, { side = "enemy", type = "unit", max_level = 4 })
  end,
}
