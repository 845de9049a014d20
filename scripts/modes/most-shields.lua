-- most-shields -- a house rule: "after turn 10, whoever has more shields left wins".
--
-- The standard game, but it ends when turn 10 ends (--set turns=N for another
-- number): the player with more Shields left wins; with as many, nobody does.
-- A normal win before that ends the game as usual.  The players are told why
-- the game ended ("more Shields left after turn 10").

return extend("standard", {
  name = "most-shields",
  summary = "House rule: when turn 10 ends (--set turns=N), more Shields left wins",
  options = { turns = 10 },

  -- After each turn (its cleanup step): at the last one, count the Shields.
  turn_end = function(e)
    local last = e.options.turns
    if e:turn() < last then return end
    local best, most, tied = nil, -1, false
    for _, p in ipairs(e:order()) do
      local n = e:count("shields", p)
      if n > most then
        best, most, tied = p, n, false
      elseif n == most then
        tied = true
      end
    end
    if tied then
      e:end_game{ reason = "as many Shields left after turn " .. last }
    else
      e:end_game{ winner = best, reason = "more Shields left after turn " .. last }
    end
  end,
})
