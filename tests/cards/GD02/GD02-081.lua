-- GD02-081 Methuss: 【Deploy】If a friendly white Base is in play, choose 1 enemy Unit. It gets AP-2
-- during this turn.

scenario("13-2-6-1", "GD02-081 Methuss: with a white Base, an enemy Unit gets AP-2 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 2, base = "GD02-130", hand = {{"GD02-081", as = "methuss"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "methuss"))
  eq(g:ap("bigzam"), 3)
  g:next_turn()
  eq(g:ap("bigzam"), 5)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-081 Methuss: no white Base, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-081", as = "methuss"}} },
                  p2 = { deck = 10, base = "GD02-129", battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "methuss"))
  eq(g:ap("bigzam"), 5)
end)
