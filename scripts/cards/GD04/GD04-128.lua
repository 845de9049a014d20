-- GD04-128 Armory One
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】All players draw 1.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
end)

-- Every player still in the game: you, your teammates (the owners of the friendly decks: a player
-- in the game has a deck, 1-2-2-2) and your opponents; in seat order.
local function all_players(e)
  local seen, players = {}, {}
  for _, c in ipairs(e:cards("deck", { side = "friendly" })) do
    seen[e:owner(c)] = true
  end
  for _, p in ipairs(e:opponents()) do seen[p] = true end
  seen[e.me] = true
  for p in pairs(seen) do players[#players + 1] = p end
  table.sort(players)
  return players
end

card:destroyed(function(e)
  for _, p in ipairs(all_players(e)) do e:draw(1, p) end
end)
