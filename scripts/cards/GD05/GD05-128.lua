-- GD05-128 Gundam Fight
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If a friendly (MF) Link Unit is in play, choose 1 friendly Unit. It
-- gets AP+2 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  rest_self = true,
  condition = { count = "battle", side = "friendly", type = "unit", trait = "MF", linked = true }, -- 10-2-1
  target = { "Choose 1 friendly Unit", side = "friendly" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
