-- GD03-126 Cyclops Team
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- All friendly Unit tokens get AP+1 during your opponent's turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:constant{
  -- "during your opponent's turn": any turn that is not yours (or your team's)
  condition = { turn = "enemy" },
  applies = { side = "friendly", token = true },
  ap = 1,
}
