-- ST07-014 Tactical Visionary
-- 【Main】Look at the top 3 cards of your deck. You may reveal 1 (CB) Unit card/Pilot card among
-- them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.

-- Look at the top 3 cards of your deck.  You may reveal 1 (CB) Unit card/Pilot card among them
-- and add it to your hand.  Return the remaining cards randomly to the bottom of your deck (a
-- random order, 5-13-1).
card:main{
  look_top = { 3, "You may reveal 1 (CB) Unit card/Pilot card and add it to your hand",
               pick = { { type = "unit", trait = "CB" }, { type = "pilot", trait = "CB" } } },
}
