-- GD02-127 Freeden
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】Place the top 2 cards of your deck into your trash.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:destroyed{ deck_to_trash = 2 } -- Place the top 2 cards of your deck into your trash.
