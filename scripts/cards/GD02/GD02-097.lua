-- GD02-097 Kamille Bidan
-- 【Burst】Add this card to your hand.
-- While there is a friendly white Base in play, this Unit gets AP+2.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = { count = "base", side = "friendly", color = "White" },
  ap = 2,
}
