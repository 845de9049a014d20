-- GD04-124 9th Tactical Testing Sector
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- When you place an EX Resource, choose 1 friendly (Academy) Unit. It gets AP+2 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
end)

-- "When you place an EX Resource": an EX Resource token arrives in your resource area (the only
-- token a resource area holds, 5-17-3-2; it comes from outside the game only by being placed).
card:on("moved", function(e)
  local target = e:choose_one("Choose 1 friendly (Academy) Unit", e:units{ side = "friendly", trait = "Academy" })
  if target then e:modify(target, { ap = 2 }, "turn") end
end, {
  filter = function(e)
    local c = e.event_card
    return e:is_token(c) and e:location(c) == "resource area" and e:owner(c) == e.me
  end,
})
