-- GD05-018 Gundam Calibarn
-- When one of your EX Resources is exiled from the game, you may choose 1 of your Units. During
-- this turn, when it receives enemy damage, reduce it by 3.
-- 【Deploy】Place 3 EX Resources.

card:on("ex_resource_spent", function(e)
  local unit = e:choose_one("Choose 1 of your Units", e:units{ side = "your" }, true)
  if unit then e:grant_rule(unit, 3, "turn") end
end, { card = { side = "your" } })

card:deploy(function(e)
  for _ = 1, 3 do e:place_resource{ ex = true } end
end)

-- 3: the rule it gives for the turn
card:constant{
  condition = false,
  reduce_damage = function(e, victim, source)
    return source ~= -1 and e:matches(source, { side = "enemy" }) and 3 or 0
  end,
}
