-- GD02-107 All-Range Attack: 【Burst】Choose 1 enemy Unit. Deal 1 damage to it.
-- 【Main】Deal 1 damage to all enemy Units other than Link Units.

scenario("13-2-5-1", "GD02-107 All-Range Attack 【Burst】: 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-107", as = "cmd"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " p2")
  g:choose("yes")
  eq(g:damage("bigzam"), 1)
end)

scenario("10-1-8-1", "GD02-107 All-Range Attack 【Main】: 1 damage to every enemy Unit but the Link Units", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-107", as = "cmd"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"ST01-005", as = "gm"},
                                              {"GD02-020", pilot = "GD02-089", as = "linked"},
                                              {"GD02-013", pilot = "GD01-089", as = "paired"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("bigzam"), 1)
  eq(g:damage("gm"), 1)
  eq(g:damage("paired"), 1, "paired, not linked")
  eq(g:damage("linked"), 0)
  eq(g:damage("mine"), 0)
end)
