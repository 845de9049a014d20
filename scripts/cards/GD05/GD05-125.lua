-- GD05-125 Ra Cailum
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：Choose 1 friendly (Londo Bell) Unit. During this turn, when it
-- receives enemy damage, reduce it by 1.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  rest_self = true,
  target = { "Choose 1 friendly (Londo Bell) Unit", side = "friendly", trait = "Londo Bell" },
  run = function(e, target) e:grant_rule(target, 4, "turn") end,
}

-- 4: the rule it gives for the turn
card:constant{
  condition = false,
  reduce_damage = function(e, victim, source)
    return source ~= -1 and e:matches(source, { side = "enemy" }) and 1 or 0
  end,
}
