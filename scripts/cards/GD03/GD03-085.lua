-- GD03-085 Christina Mackenzie
-- 【Burst】Add this card to your hand.
-- When playing this card from your hand and pairing it with a Unit with "Gundam NT-1" in its card
-- name, play this card as if it has 0 cost.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- a second way to play it: paired only with a "Gundam NT-1" Unit, for 0 cost at its own Lv.3
card:play_alternative{
  level = 3, cost = 0,
  unit = { name = "Gundam NT-1" },
}
