-- GD04-117 Graceful Demeanor
-- 【Burst】Activate this card's 【Action】.
-- 【Action】Choose 1 to 2 enemy Units that are Lv.3 or lower. Return them to their owners' hands.

local function bounce(e)
  local units = e:choose("Choose 1 to 2 enemy Units that are Lv.3 or lower",
                         e:units{ side = "enemy", max_level = 3 }, { min = 1, max = 2 })
  for _, unit in ipairs(units) do e:to_hand(unit) end
end

-- "Activate this card's 【Action】": its 【Action】 effect resolves now (e:run_main runs a 【Main】
-- only: the same function is called)
card:burst(bounce)

card:action(bounce)
