-- EB01-090 Tiffa Adill & Freeden
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, choose 1 Unit with 2 or less
-- HP belonging to each enemy player. Return them to their owners' hands.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- deployed by its 【Burst】 (in an opponent's turn) only the Shield is taken
  if not e:my_turn() then return end
  local by_player = {}
  for _, u in ipairs(e:units{ side = "enemy", max_hp = 2 }) do
    local p = e:owner(u)
    by_player[p] = by_player[p] or {}
    table.insert(by_player[p], u)
  end
  local chosen = {}
  for _, p in ipairs(e:opponents()) do
    if by_player[p] then
      chosen[#chosen + 1] = e:choose_one("Choose 1 Unit with 2 or less HP belonging to player " .. p,
                                         by_player[p])
    end
  end
  for _, u in ipairs(chosen) do e:to_hand(u) end
end)
