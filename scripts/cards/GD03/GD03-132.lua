-- GD03-132 Radish
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】If you have an (AEUG) Link Unit in play, choose 1 enemy Unit with 4 or less HP. Rest it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:destroyed{
  -- looked at when the Base is destroyed
  condition = { count = "battle", trait = "AEUG", linked = true, min = 1 },
  target = { "Choose 1 enemy Unit with 4 or less HP", side = "enemy", max_hp = 4 },
  run = function(e, target) e:rest(target) end,
}
