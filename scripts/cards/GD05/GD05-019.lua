-- GD05-019 Re-GZ
-- 【Destroyed】Look at the top 3 cards of your deck. You may reveal 1 (Londo Bell) Unit card
-- among them and add it to your hand. Return the remaining cards randomly to the bottom of your
-- deck.

-- Look at the top 3 cards of your deck.  You may reveal 1 (Londo Bell) Unit card among them and
-- add it to your hand.  Return the remaining cards randomly to the bottom of your deck.
card:destroyed{
  look_top = { 3, "You may reveal 1 (Londo Bell) Unit card and add it to your hand",
               pick = { type = "unit", trait = "Londo Bell" } },
}
