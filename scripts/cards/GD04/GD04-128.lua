-- GD04-128 Armory One
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】All players draw 1.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true }

-- "All players": every player still in the game, one after the other, the active player first
-- and then the others in the order of play (12-2-4).
card:destroyed(function(e)
  for _, p in ipairs(e:all_players()) do e:draw(1, p) end
end)
