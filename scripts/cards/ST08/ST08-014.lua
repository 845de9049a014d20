-- ST08-014 Valiant
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 of your Units. It gets AP+2 during this
-- turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{
  shield_to_hand = true, -- Add 1 of your Shields to your hand.
  -- Then (5-20-2: even with no Shield left), choose 1 of your Units.
  target = { "Choose 1 of your Units", side = "your" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
