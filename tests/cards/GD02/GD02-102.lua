-- GD02-102 Mouar's Determination: 【Main】/【Action】Choose 1 friendly (Titans) Unit. It gets AP+2
-- during this turn.  【Pilot】[Mouar Pharaoh]

scenario("10-1-8-1", "GD02-102 Mouar's Determination: a friendly (Titans) Unit gets AP+2 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-102", as = "cmd"}},
                         battle = {{"GD02-013", as = "hizack"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD02-013", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:ap("hizack"), 4)
  eq(g:ap("enemy"), 2)
  g:next_turn()
  eq(g:ap("hizack"), 2)
end)

scenario({"10-1-8-1-1", "3-4-6"}, "GD02-102 Mouar's Determination: no (Titans) Unit, no play; as a Pilot it pairs", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-102", as = "cmd"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {"GD02-013"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
  g:choose("pair " .. c(g, "cmd") .. " " .. c(g, "gm"))
  eq(g:ap("gm"), 2 + 1)
end)
