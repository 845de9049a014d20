-- GD05-015 M1 Astray Shrike: 【Deploy】Choose 1 rested enemy Unit. Deal 1 damage to it.

scenario({"13-2-6-1", "10-2-2"}, "GD05-015 M1 Astray Shrike: 1 damage to a rested enemy Unit, never an active one", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD05-015", as = "shrike"}}, battle = {{"ST01-005", rested = true, as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "r1"}, {"GD01-013", rested = true, as = "r2"},
                                              {"ST01-005", as = "active"}} } }
  g:choose("play " .. c(g, "shrike"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "r1"))
  g:expect_option(c(g, "r2"))
  g:expect_no_option(c(g, "active"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "r2"))
  eq(g:damage("r2"), 1)
  eq(g:damage("r1"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD05-015 M1 Astray Shrike: no rested enemy Unit: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD05-015", as = "shrike"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "active"}} } }
  g:choose("play " .. c(g, "shrike"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("active"), 0)
end)
