-- GD03-034 GQuuuuuuX (Omega Psycommu): scenario tests of scripts/cards/GD03/GD03-034.lua.
-- <Suppression>  【Deploy】Choose 1 enemy Unit. Deal 3 damage to it.

scenario("13-2-6-1", "GD03-034 GQuuuuuuX 【Deploy】: 3 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"GD03-034", as = "gqx"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "gqx"))
  eq(g:damage("bigzam"), 3, "the only enemy Unit")
  eq(g:damage("mine"), 0)
  ok(g:keyword("gqx", "suppression"))
end)

scenario("10-2-2", "GD03-034 GQuuuuuuX: no enemy Unit, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"GD03-034", as = "gqx"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gqx"))
  eq(g:damage("mine"), 0)
  g:expect_decision{ kind = "action", player = 1 }
end)
