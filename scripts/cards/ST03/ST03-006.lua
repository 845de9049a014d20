-- ST03-006 Char's Zaku Ⅱ
-- 【Destroyed】Look at the top 3 cards of your deck. You may reveal 1 (Zeon)/(Neo Zeon) Unit
-- card among them and add it to your hand. Return the remaining cards randomly to the bottom
-- of your deck.

card:destroyed{
  look_top = { 3, "You may reveal 1 (Zeon)/(Neo Zeon) Unit card and add it to your hand",
               pick = { type = "unit", trait = { "Zeon", "Neo Zeon" } } },
}
