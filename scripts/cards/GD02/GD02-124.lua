-- GD02-124 Diva
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- During your turn, while you are Lv.7 or higher, all friendly green (Earth Federation) Units
-- get AP+1.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:constant{
  condition = function(e) return e:my_turn() and e:player_level() >= 7 end,
  applies = { side = "friendly", color = "Green", trait = "Earth Federation" },
  ap = 1,
}
