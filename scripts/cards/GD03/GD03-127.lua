-- GD03-127 Jachin Due
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, Choose 1 friendly (ZAFT) Unit. It gets AP+3
-- during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{
  shield_to_hand = true, -- Add 1 of your Shields to your hand.
  -- Then, choose 1 friendly (ZAFT) Unit. (5-20-2: even with no Shield left)
  target = { "Choose 1 friendly (ZAFT) Unit", side = "friendly", trait = "ZAFT" },
  gets = { ap = 3 }, -- It gets AP+3 during this turn.
}
