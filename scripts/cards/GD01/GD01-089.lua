-- GD01-089 Riddhe Marcenas
-- 【Burst】Add this card to your hand.
-- While this Unit has <Repair>, it gets AP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = function(e) return e:has_keyword(e.unit, "repair") end,
  ap = 1,
}
