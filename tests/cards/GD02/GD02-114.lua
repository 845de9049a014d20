-- GD02-114 It's Name is Ryusei-Go: 【Main】/【Action】Choose 1 damaged friendly Unit. It gets AP+2
-- during this turn.  【Pilot】[Norba Shino]

scenario("10-1-8-1", "GD02-114 It's Name is Ryusei-Go: a damaged friendly Unit gets AP+2", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-114", as = "cmd"}},
                         battle = {{"GD02-068", damage = 2, as = "b3"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1, as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:ap("b3"), 5)
  eq(g:ap("gm"), 2)
  eq(g:ap("enemy"), 3)
end)

scenario("10-1-8-1-1", "GD02-114 It's Name is Ryusei-Go: no damaged friendly Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-114", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
