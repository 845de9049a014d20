-- GD04-094 Pala Sys
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 purple Unit card with <Suppression> from your trash. Add it to your hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 purple Unit card with <Suppression> from your trash", from = "trash",
             type = "unit", color = "Purple", keyword = "suppression" },
  hand_it = true, -- Add it to your hand.
}
