-- GD05-091 Sting Oakley
-- 【Burst】Add this card to your hand.
-- While an enemy player has 7 or more cards in their trash, this Unit gets AP+1 and HP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this Unit": the Unit this Pilot is paired with (3-3-9-2); "an enemy player": some one of them
card:constant{
  condition = { count = "trash", side = "enemy", per_player = true, min = 7 },
  ap = 1,
  hp = 1,
}
