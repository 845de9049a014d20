-- GD04-125 Trinity Warship
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】①, rest 1 friendly (CB) Unit：Choose 1 enemy Unit that is Lv.5 or
-- lower. Deal 1 damage to it.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  once_per_turn = true, cost = 1,
  rest = { count = 1, side = "friendly", trait = "CB" },
  target = { "Choose 1 enemy Unit that is Lv.5 or lower", side = "enemy", max_level = 5 },
  run = function(e, target) e:damage(target, 1) end,
}
