-- GD02-072 Hyaku-Shiki: While a friendly white Base is in play, this Unit gains <Repair 1>.

scenario({"10-1-5-1", "13-1-1-1"}, "GD02-072 Hyaku-Shiki: <Repair 1> while a white Base is in play", function()
  local g = game{ p1 = { deck = 10, base = "GD02-129", battle = {{"GD02-072", damage = 2, as = "hyaku"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("hyaku", "repair"), 1)
  g:next_turn()
  eq(g:damage("hyaku"), 1, "recovered 1 at the end of your turn")
  g = game{ p1 = { deck = 10, base = "ST01-015", battle = {{"GD02-072", as = "hyaku"}} }, p2 = { deck = 10 } }
  eq(g:keyword("hyaku", "repair"), 0, "a blue Base")
  g = game{ p1 = { deck = 10, battle = {{"GD02-072", as = "hyaku"}} }, p2 = { deck = 10, base = "GD02-129" } }
  eq(g:keyword("hyaku", "repair"), 0, "an enemy Base")
end)
