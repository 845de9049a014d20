-- GD02-046 Sayla's Light-Type Guncannon: 【Deploy】Choose 1 enemy Unit token. Deal 2 damage to it.

scenario({"13-2-6-1", "5-17-1"}, "GD02-046 Sayla's Guncannon 【Deploy】: 2 damage to an enemy Unit token, not to a card", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-046", as = "guncannon"}}, battle = {{"T-007", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"T-005", as = "tallgeese"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "guncannon"))
  eq(g:loc("tallgeese"), "outside", "the Tallgeese token (HP2) destroyed: it leaves the game")
  eq(g:damage("bigzam"), 0)
  eq(g:loc("mine"), "battle", "your own token is not an enemy one")
end)

scenario({"13-2-6-1", "10-2-2"}, "GD02-046 Sayla's Guncannon: no enemy token, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-046", as = "guncannon"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "guncannon"))
  eq(g:damage("bigzam"), 0)
  g:expect_decision{ kind = "action", player = 1 }
end)
