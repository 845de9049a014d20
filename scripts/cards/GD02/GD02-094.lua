-- GD02-094 Garrod Ran & Tiffa Adill
-- 【Burst】Add this card to your hand.
-- 【When Paired】You may discard 1. If you do, look at the top 3 cards of your deck. You may reveal
-- 1 (Vulture) Unit card among them and add it to your hand. Return the remaining cards randomly
-- to the bottom of your deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired{
  -- You may discard 1 (up to 1 card of your hand).  If you do (5-20-1), ...
  target = { "You may discard 1", from = "hand", min = 0, max = 1 },
  discard_it = true,
  -- ... look at the top 3 cards of your deck.  You may reveal 1 (Vulture) Unit card among them
  -- and add it to your hand.  Return the remaining cards randomly to the bottom of your deck.
  look_top = { 3, "You may reveal 1 (Vulture) Unit card and add it to your hand",
               pick = { type = "unit", trait = "Vulture" } },
}
