-- GD03-128 Doritea
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】During your opponent's turn, when one of your Units is rested by one of your
-- opponent's effects, choose 1 enemy Unit. Deal 1 damage to it.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:on("rested", {
  once_per_turn = true,
  card = { side = "your", type = "unit" }, by_effect = true, source = { side = "enemy" },
  condition = { turn = "enemy" },
  target = { "Choose 1 enemy Unit", side = "enemy" },
  damage_it = 1, -- Deal 1 damage to it.
})
