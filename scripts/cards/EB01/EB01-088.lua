-- EB01-088 Miorine Rembran & Academy Ship
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- All friendly (G Generation) Units that are Lv.3 get AP+1 during your opponent's turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:constant{
  condition = { turn = "enemy" },
  applies = { side = "friendly", trait = "G Generation", min_level = 3, max_level = 3 },
  ap = 1,
}
