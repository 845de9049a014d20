-- GD03-094 Zeheart Galette
-- 【Burst】Add this card to your hand.
-- 【When Paired】Place the top 2 cards of your deck into your trash. If you placed a (Vagan) card
-- with this effect, choose 1 enemy Unit. It gets AP-2 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired(function(e)
  local top2 = e:deck_top(2)
  local hit = false
  for _, c in ipairs(top2) do
    hit = hit or e:has_trait(c, "Vagan") -- (read before they move: 4-1-5)
  end
  for _, c in ipairs(top2) do e:to_trash(c) end
  if not hit then return end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -2 }, "turn") end
end)
