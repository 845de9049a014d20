-- GD03-091 Rau Le Creuset
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 (ZAFT) Base card from your trash. Add it to your hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 (ZAFT) Base card from your trash", from = "trash", type = "base", trait = "ZAFT" },
  hand_it = true, -- Add it to your hand.
}
