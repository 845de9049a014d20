-- GD04-105 Encounter
-- 【Main】Look at the top 5 cards of your deck. You may reveal 1 Pilot card among them and add it
-- to your hand. Return the remaining cards randomly to the bottom of your deck.

-- Look at the top 5 cards of your deck.  You may reveal 1 Pilot card among them and add it to
-- your hand (a 【Pilot】 Command card is a Command card: Q163).  Return the remaining cards
-- randomly to the bottom of your deck (a random order, 5-13-1).
card:main{
  look_top = { 5, "You may reveal 1 Pilot card and add it to your hand", pick = { type = "pilot" } },
}
