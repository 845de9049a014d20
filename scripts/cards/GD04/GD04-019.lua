-- GD04-019 GN Armor Type-D (Trans-Am)
-- <Breach 3> (the core handles it)
-- 【Destroyed】Look at the top 3 cards of your deck. You may reveal 1 (CB) Unit card that is Lv.5
-- or lower among them and add it to your hand. Return the remaining cards randomly to the bottom
-- of your deck.

-- Look at the top 3 cards of your deck.  You may reveal 1 (CB) Unit card that is Lv.5 or lower
-- among them and add it to your hand.  Return the remaining cards randomly to the bottom of your
-- deck (a random order, 5-13-1).
card:destroyed{
  look_top = { 3, "You may reveal 1 (CB) Unit card that is Lv.5 or lower and add it to your hand",
               pick = { type = "unit", trait = "CB", max_level = 5 } },
}
