-- round-limit -- a house rule: the game ends after a number of rounds (default 7,
-- --set rounds=N), with a tiebreak like rule 102.2b of
-- ../shared/seeds/other-game-a-rules-100-104.txt.
--
-- A round is a turn of each player.  If nobody has won when the last round ends,
-- the player with more cards in their shield area (Shields and Base) wins; if
-- that is tied, the one with more Units in play; if that is tied too, the player
-- who went second (the "defending player") wins.

return extend("standard", {
  name = "round-limit",
  summary = "House rule: the game ends after N rounds (--set rounds=N), with a tiebreak",
  options = { rounds = 7 },

  turn_end = function(e)
    local players = e:players()
    -- The round ends when the last player in turn order has had their turn.
    local first = e:first_player()
    local last = first == 1 and #players or first - 1
    if e.me ~= last or e:round() < e.options.rounds then return end
    local function score(p)
      return e:count("shields", p) + e:count("base", p), #e:units{ side = "any", where =
        function(_, u) return e:owner(u) == p end }
    end
    local best, best_a, best_b, tied = nil, -1, -1, false
    for _, p in ipairs(players) do
      local a, b = score(p)
      if a > best_a or (a == best_a and b > best_b) then
        best, best_a, best_b, tied = p, a, b, false
      elseif a == best_a and b == best_b then
        tied = true
      end
    end
    if tied then best = (first % #players) + 1 end -- the player who went second
    e:end_game{ winner = best }
  end,
})
