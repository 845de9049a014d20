-- EB01-082 Warship Cruise
-- 【Burst】Activate this card's 【Action】.
-- 【Action】Choose 1 Unit that is Lv.3 or lower belonging to each enemy player. Return them to their
-- owners' hands.

local function return_one_each(e)
  local by_player, any = {}, false
  for _, u in ipairs(e:units{ side = "enemy", max_level = 3 }) do
    local p = e:owner(u)
    by_player[p] = by_player[p] or {}
    table.insert(by_player[p], u)
    any = true
  end
  -- with no such Unit at all it can't be played (10-1-8-1-1): this choice of nothing says so
  if not any then
    e:choose_one("Choose 1 Unit that is Lv.3 or lower belonging to each enemy player", {})
    return
  end
  local chosen = {}
  for _, p in ipairs(e:opponents()) do
    if by_player[p] then
      chosen[#chosen + 1] = e:choose_one("Choose 1 Unit that is Lv.3 or lower belonging to player " .. p,
                                         by_player[p])
    end
  end
  for _, u in ipairs(chosen) do e:to_hand(u) end
end

-- "Activate this card's 【Action】": its 【Action】 effect resolves now (e:run_main runs a 【Main】
-- only: the same function is called)
card:burst(return_one_each)

card:action(return_one_each)
