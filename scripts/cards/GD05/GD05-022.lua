-- GD05-022 Gundam Schwarzette
-- <Breach 3> (During your turn, when this Unit destroys an enemy Unit with battle damage, deal the
-- specified amount of damage to the first card in that opponent's shield area.)
-- 【Activate･Action】Exile 2 Command cards in your trash from the game：During this battle, when
-- this Unit receives enemy damage, reduce it by 2.

card:activate_action{
  exile = { count = 2, type = "command" },
  run = function(e) e:grant_rule(e.unit, 2, "battle") end,
}

-- 2: the rule it gives itself for the battle
card:constant{
  condition = false,
  reduce_damage = function(e, victim, source)
    return source ~= -1 and e:matches(source, { side = "enemy" }) and 2 or 0
  end,
}
