-- ST05-015 Isaribi
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：Choose 1 of your damaged Units. It gets AP+2 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
end)

local function damaged(e, unit) return e:damage_of(unit) > 0 end

card:activate_main{
  rest_self = true,
  run = function(e)
    -- a damaged Unit must exist to activate it (10-2-2)
    local target = e:choose_one("Choose 1 of your damaged Units", e:units{ side = "your", where = damaged })
    if target then e:modify(target, { ap = 2 }, "turn") end
  end,
}
