-- GD01-128 Mining Asteroid Palau
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.
