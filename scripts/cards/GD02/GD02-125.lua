-- GD02-125 Gwadan
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, you may discard 1 red
-- card. If you do, draw 1.

local RED = { color = "Red" }

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  if not e:my_turn() then return end
  local cost = e:choose_one("You may discard 1 red card", e:cards("hand", RED), true)
  if not cost then return end -- "If you do" (5-20-1)
  e:discard_card(cost)
  e:draw(1)
end)
