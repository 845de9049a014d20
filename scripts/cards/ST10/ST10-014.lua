-- ST10-014 Unlocking the Development Diagram
-- When playing this card from your hand, you may discard 1 (G Generation) Unit card. If you do, play
-- this card as if it has 2 Lv. and cost.
-- 【Main】Draw 2.

-- "you may discard ...  If you do, play this card as if it has 2 Lv. and cost": a second way to
-- play it, offered while a (G Generation) Unit card is in the hand (the engine checks the cost).
card:play_alternative{
  level = 2, cost = 2,
  discard = { "Discard 1 (G Generation) Unit card", type = "unit", trait = "G Generation" },
}

card:main{ draw = 2 } -- Draw 2.
