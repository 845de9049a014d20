-- GD01-095 Dearka Elthman
-- 【Burst】Add this card to your hand.
-- 【When Linked】Discard 1. If you do, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  -- nothing to discard: nothing is done, and no draw (5-20-1)
  condition = { count = "hand" },
  run = function(e)
    e:discard(1)
    e:draw(1)
  end,
}
