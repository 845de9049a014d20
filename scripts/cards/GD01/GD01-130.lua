-- GD01-130 13th Tactical Testing Sector
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If a friendly (Academy) Unit is in play, choose 1 enemy Unit.
-- It gets AP-1 during this turn.

local function academy_in_play(e)
  return #e:units{ side = "friendly", trait = "Academy" } > 0
end

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
end)

card:activate_main{
  rest_self = true,
  condition = academy_in_play, -- 10-3-1-1: without it the effect cannot be activated
  run = function(e)
    if not academy_in_play(e) then return end
    local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
    if target then e:modify(target, { ap = -1 }, "turn") end
  end,
}
