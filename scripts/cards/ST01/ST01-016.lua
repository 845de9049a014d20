-- ST01-016 Asticassia School of Technology, Earth House
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：All friendly Link Units get AP+1 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  rest_self = true,
  run = function(e)
    for _, unit in ipairs(e:units{ side = "friendly", linked = true }) do
      e:modify(unit, { ap = 1 }, "turn")
    end
  end,
}
