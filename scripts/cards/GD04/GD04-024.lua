-- GD04-024 Gundam Aerial Rebuild
-- 【Deploy】Look at the top 3 cards of your deck. You may reveal 1 (Academy) Unit card/Command
-- card among them and add it to your hand. Return the remaining cards randomly to the bottom of
-- your deck.

-- Ruling (docs/rulings/GD04.md): "(Academy) Unit card/Command card" is an (Academy) card that
-- is a Unit card or a Command card -- the trait qualifies both (5-19).
-- Look at the top 3 cards of your deck.  You may reveal 1 (Academy) Unit card/Command card among
-- them and add it to your hand.  Return the remaining cards randomly to the bottom of your deck
-- (a random order, 5-13-1).
card:deploy{
  look_top = { 3, "You may reveal 1 (Academy) Unit card/Command card and add it to your hand",
               pick = { { type = "unit", trait = "Academy" },
                        { type = "command", trait = "Academy" } } },
}
