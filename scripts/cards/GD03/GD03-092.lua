-- GD03-092 Nyaan
-- 【Burst】Add this card to your hand.
-- 【When Linked】Place the top card of your deck into your trash. If you placed a (Zeon)/(Clan) card
-- with this effect, choose 1 enemy Unit. Deal 1 damage to it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked(function(e)
  local top = e:deck_top(1)[1]
  if not top then return end
  local hit = e:matches(top, { trait = { "Zeon", "Clan" } }) -- (read before it moves: 4-1-5)
  e:to_trash(top)
  if not hit then return end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:damage(target, 1) end
end)
