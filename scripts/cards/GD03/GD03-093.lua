-- GD03-093 Carris Nautilus
-- 【Burst】Add this card to your hand.
-- While no enemy Base is in play, this Unit gets AP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  -- no Base of any enemy (an EX Base is a Base, Q11)
  condition = { count = "base", side = "enemy", min = 0, max = 0 },
  ap = 1,
}
