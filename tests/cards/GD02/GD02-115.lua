-- GD02-115 Familial Devotion: 【Main】/【Action】Choose 1 friendly (Vulture) Unit. It gets AP+2 during
-- this turn.  【Pilot】[Witz Sou]

scenario("10-1-8-1", "GD02-115 Familial Devotion: a friendly (Vulture) Unit gets AP+2", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-115", as = "cmd"}},
                         battle = {{"GD02-065", as = "jenice"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD02-065", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:ap("jenice"), 3)
  eq(g:ap("enemy"), 1)
end)

scenario("10-1-8-1-1", "GD02-115 Familial Devotion: no friendly (Vulture) Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-115", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"GD02-065"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
