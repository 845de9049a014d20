-- GD05-083 Cagalli Yula Athha
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit with 1 HP. Return it to its owner's hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired{
  target = { "Choose 1 enemy Unit with 1 HP", side = "enemy", hp = 1 },
  hand_it = true, -- Return it to its owner's hand.
}
