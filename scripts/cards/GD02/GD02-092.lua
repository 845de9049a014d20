-- GD02-092 Shagia Frost
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】Choose 1 of your (New UNE) Units. It gets AP+2 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  during = "link",
  target = { "Choose 1 of your (New UNE) Units", side = "your", trait = "New UNE" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
