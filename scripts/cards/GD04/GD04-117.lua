-- GD04-117 Graceful Demeanor
-- 【Burst】Activate this card's 【Action】.
-- 【Action】Choose 1 to 2 enemy Units that are Lv.3 or lower. Return them to their owners' hands.

local bounce = {
  target = { "Choose 1 to 2 enemy Units that are Lv.3 or lower", side = "enemy", max_level = 3,
             min = 1, max = 2 },
  hand_it = true, -- Return them to their owners' hands.
}

-- "Activate this card's 【Action】": its 【Action】 effect resolves now (the same declared target
-- and function as the 【Action】)
card:burst(bounce)

card:action(bounce)
