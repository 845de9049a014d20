-- GD02-020 Elmeth
-- 【Deploy】Look at the top 5 cards of your deck. You may reveal 1 green (Zeon) Pilot card among
-- them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.
-- 【During Link】 This Unit gets AP+2.

-- Look at the top 5 cards of your deck.  You may reveal 1 green (Zeon) Pilot card among them and
-- add it to your hand.  Return the remaining cards randomly to the bottom of your deck.
card:deploy{
  look_top = { 5, "You may reveal 1 green (Zeon) Pilot card and add it to your hand",
               pick = { type = "pilot", color = "Green", trait = "Zeon" } },
}

card:during_link{
  ap = 2,
}
