-- GD01-124 Side 7
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：Choose 1 friendly Unit. It recovers 1 HP.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  rest_self = true,
  target = { "Choose 1 friendly Unit", side = "friendly" },
  run = function(e, target) e:recover(target, 1) end,
}
