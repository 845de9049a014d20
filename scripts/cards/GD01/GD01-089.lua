-- GD01-089 Riddhe Marcenas
-- 【Burst】Add this card to your hand.
-- While this Unit has <Repair>, it gets AP+1.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:constant{
  condition = function(e) return e:has_keyword(e.unit, "repair") end,
  ap = 1,
}
