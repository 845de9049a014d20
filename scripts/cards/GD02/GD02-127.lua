-- GD02-127 Freeden
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】Place the top 2 cards of your deck into your trash.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:destroyed(function(e)
  for _, c in ipairs(e:deck_top(2)) do e:to_trash(c) end
end)
