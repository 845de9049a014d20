-- GD02-008 Gabthley: 【When Linked】Choose 1 rested enemy Unit. Deal 1 damage to it.

scenario("13-2-11-1", "GD02-008 Gabthley 【When Linked】: 1 damage to a rested enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-086", as = "jerid"}},
                         battle = {{"GD02-008", as = "gab"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rested"}, {"GD01-018", as = "active"}} } }
  g:choose("pair " .. c(g, "jerid") .. " " .. c(g, "gab"))
  ok(g:linked("gab"), "Jerid Messa is (Titans): it links")
  eq(g:damage("rested"), 1)
  eq(g:damage("active"), 0, "an active Unit is not offered")
end)

scenario({"13-2-11-1", "10-2-1"}, "GD02-008 Gabthley: paired without a link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-089", as = "riddhe"}},
                         battle = {{"GD02-008", as = "gab"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rested"}} } }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "gab"))
  ok(not g:linked("gab"))
  eq(g:damage("rested"), 0)
end)
