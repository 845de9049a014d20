-- GD01-095 Dearka Elthman
-- 【Burst】Add this card to your hand.
-- 【When Linked】Discard 1. If you do, draw 1.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_linked(function(e)
  if e:count("hand") == 0 then return end -- nothing to discard: no draw (5-20-1)
  e:discard(1)
  e:draw(1)
end)
