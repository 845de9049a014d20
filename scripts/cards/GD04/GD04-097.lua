-- GD04-097 Loran Cehack
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 enemy Unit with 3 or less HP. Return it to its owner's hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  hand_it = true, -- Return it to its owner's hand.
}
