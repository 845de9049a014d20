-- EB01-039 Rising Freedom Gundam
-- When playing this card from your hand, if 3 or more enemy Units are in play, play it as if it has 3
-- Lv. and cost.

-- Constants of the card in the hand: its Lv. 6 and cost 5 become 3 and 3 while the condition holds
-- (the play is checked and paid with them: 3-1-3, 3-1-4).
card:constant{
  zone = "hand",
  condition = { count = "battle", side = "enemy", min = 3 },
  level = -3,
  cost = -2,
}
