-- GD04-084 Sleggar Law
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 of your (White Base Team) Units. It gets AP+1 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  target = { "Choose 1 of your (White Base Team) Units", side = "your", trait = "White Base Team" },
  gets = { ap = 1 }, -- It gets AP+1 during this turn.
}
