-- ST05-015 Isaribi
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：Choose 1 of your damaged Units. It gets AP+2 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- a damaged Unit must exist to activate it (10-2-2)
card:activate_main{
  rest_self = true,
  target = { "Choose 1 of your damaged Units", side = "your", damaged = true },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
