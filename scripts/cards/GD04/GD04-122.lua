-- GD04-122 Jaburo
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】Rest 1 of your (Earth Federation) Units：Choose 1 enemy Unit that is
-- Lv.3 or lower. Rest it.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  once_per_turn = true,
  rest = { count = 1, trait = "Earth Federation" },
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  run = function(e, target) e:rest(target) end,
}
