-- EB01-030 Big-Rang
-- 【Deploy】Look at the top 3 cards of your deck. You may reveal 1 (G Generation) Unit card that is
-- Lv.3 among them and add it to your hand. Return the remaining cards randomly to the bottom of your
-- deck.

-- Look at the top 3 cards of your deck.  You may reveal 1 (G Generation) Unit card that is Lv.3
-- among them and add it to your hand.  Return the remaining cards randomly to the bottom of your
-- deck.
card:deploy{
  look_top = { 3, "You may reveal 1 (G Generation) Unit card that is Lv.3 and add it to your hand",
               pick = { type = "unit", trait = "G Generation", min_level = 3, max_level = 3 } },
}
