-- EB01-050 Saikoro Gundam
-- 【Attack】Place the top card of your deck into your trash. If you placed a card that is Lv.3 or
-- higher with this effect, choose 1 enemy Unit. It gets AP-2 during this battle.

card:attack(function(e)
  local top = e:deck_top(1)[1]
  if not top then return end
  -- its Lv. is read before it moves (a moved card is a new card); a Resource has no Lv. (0)
  local level = e:level(top)
  e:to_trash(top)
  if level < 3 then return end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -2 }, "battle") end
end)
