-- ST08-015 Davao
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】②：Choose 1 of your Units. It recovers 2 HP.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  cost = 2,
  once_per_turn = true,
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:recover(target, 2) end,
}
