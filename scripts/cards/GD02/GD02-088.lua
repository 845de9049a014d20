-- GD02-088 Flit Asuno
-- 【Burst】Add this card to your hand.
-- 【When Linked】Look at the top 3 cards of your deck. You may reveal 1 green (Earth Federation)
-- Unit card/1 card with "AGE Device" in its card name among them and add it to your hand. Return
-- the remaining cards randomly to the bottom of your deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- Look at the top 3 cards of your deck.  You may reveal 1 green (Earth Federation) Unit card/1
-- card with "AGE Device" in its card name among them and add it to your hand.  Return the
-- remaining cards randomly to the bottom of your deck.
card:when_linked{
  look_top = { 3, "You may reveal 1 green (Earth Federation) Unit card or 1 card with " ..
                  "\"AGE Device\" in its name and add it to your hand",
               pick = { { type = "unit", color = "Green", trait = "Earth Federation" },
                        { name = "AGE Device" } } },
}
