-- GD05-025 Demi Barding
-- 【Deploy】Look at the top 3 cards of your deck. You may reveal 1 Command card among them and
-- add it to your hand. Return the remaining cards randomly to the bottom of your deck.

-- Look at the top 3 cards of your deck.  You may reveal 1 Command card among them and add it to
-- your hand.  Return the remaining cards randomly to the bottom of your deck.
card:deploy{
  look_top = { 3, "You may reveal 1 Command card and add it to your hand",
               pick = { type = "command" } },
}
