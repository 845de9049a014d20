-- GD04-083 Marbet Fingerhat
-- 【Burst】Add this card to your hand.
-- All your (League Militaire) Unit tokens get AP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  applies = { side = "your", token = true, trait = "League Militaire" },
  ap = 1,
}
