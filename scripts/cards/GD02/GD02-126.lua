-- GD02-126 Shuji's Hideout
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】Choose 1 enemy Unit that is Lv.4 or lower. Deal 1 damage to it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:destroyed{
  target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  run = function(e, target) e:damage(target, 1) end,
}
