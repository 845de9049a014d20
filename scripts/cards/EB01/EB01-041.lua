-- EB01-041 Strike Freedom Gundam (EX)
-- <High-Maneuver> (the core handles it)
-- 【Deploy】Choose 1 Unit with 4 or less HP belonging to each enemy player. Return them to their
-- owners' hands.

card:deploy(function(e)
  local by_player = {}
  for _, u in ipairs(e:units{ side = "enemy", max_hp = 4 }) do
    local p = e:owner(u)
    by_player[p] = by_player[p] or {}
    table.insert(by_player[p], u)
  end
  -- one Unit of each enemy player that has one (10-2-2: with none at all, nothing happens)
  local chosen = {}
  for _, p in ipairs(e:opponents()) do
    if by_player[p] then
      chosen[#chosen + 1] = e:choose_one("Choose 1 Unit with 4 or less HP belonging to player " .. p,
                                         by_player[p])
    end
  end
  for _, u in ipairs(chosen) do e:to_hand(u) end
end)
