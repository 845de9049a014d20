-- GD04-130 Industrial 7
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】Exile 1 Command card from your trash：Choose 1 enemy Unit. It gets
-- AP-1 during this turn.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  once_per_turn = true,
  exile = { count = 1, type = "command" },
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -1 }, -- It gets AP-1 during this turn.
}
