-- EB01-081 MAP Weapon
-- 【Burst】Add this card to your hand.
-- 【Main】/【Action】Choose 1 to 2 enemy Units with 2 or less HP. Return them to their owners' hands.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:main_action{
  target = { "Choose 1 to 2 enemy Units with 2 or less HP", side = "enemy", max_hp = 2, min = 1, max = 2 },
  hand_it = true, -- Return them to their owners' hands.
}
