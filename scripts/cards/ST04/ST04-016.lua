-- ST04-016 Vesalius
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：Choose 1 friendly Unit. It gets AP+1 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  rest_self = true,
  target = { "Choose 1 friendly Unit", side = "friendly" },
  gets = { ap = 1 }, -- It gets AP+1 during this turn.
}
