-- GD03-114 Look of Determination
-- 【Burst】Activate this card's 【Action】.
-- 【Action】Choose 1 active enemy Unit that is Lv.2 or lower. Destroy it. If there are 10 or more
-- cards in your trash, choose 1 active enemy Unit that is Lv.4 or lower instead.

local function action(e)
  -- 10-1-9-1-1: with 10 or more cards in your trash, Lv.4 or lower instead of Lv.2 or lower
  local max_level = e:count("trash") >= 10 and 4 or 2
  local target = e:choose_one("Choose 1 active enemy Unit that is Lv." .. max_level .. " or lower",
                              e:units{ side = "enemy", active = true, max_level = max_level })
  if target then e:destroy(target) end
end

-- "Activate this card's 【Action】": the same effect (e:run_main runs a 【Main】 only)
card:burst(action)

card:action(action)
