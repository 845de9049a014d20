-- GD02-097 Kamille Bidan
-- 【Burst】Add this card to your hand.
-- While there is a friendly white Base in play, this Unit gets AP+2.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:constant{
  condition = { count = "base", side = "friendly", color = "White" },
  ap = 2,
}
