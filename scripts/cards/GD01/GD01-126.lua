-- GD01-126 Underground Desert Base
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.
