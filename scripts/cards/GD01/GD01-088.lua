-- GD01-088 Banagher Links
-- 【Burst】Add this card to your hand.
-- 【When Linked】Draw 1.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_linked{ draw = 1 } -- Draw 1.
