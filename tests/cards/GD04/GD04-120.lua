-- GD04-120 Machine Doll Squad: 【Main】/【Action】 a friendly (Militia)/(Dianna Counter) Unit gets
-- AP+2 during this turn.
-- Props: GD04-078 Borjarnon ((Militia), AP2), GD04-005 GM III, GD04-027 Bigro.

scenario({"10-1-8-1", "5-19-1"}, "GD04-120 Machine Doll Squad 【Main】: a (Militia) Unit gets AP+2", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-120", as = "squad"}},
                         battle = {{"GD04-078", as = "borjarnon"}, {"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "squad"))
  eq(g:ap("borjarnon"), 4)
  eq(g:ap("gm3"), 3)
  g:next_turn()
  eq(g:ap("borjarnon"), 2)
end)

scenario("8-4-1", "GD04-120 Machine Doll Squad 【Action】: the defender's (Militia) Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, resources = 2, hand = {{"GD04-120", as = "squad"}},
                         battle = {{"GD04-078", as = "borjarnon"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("play " .. c(g, "squad"))
  eq(g:ap("borjarnon"), 4)
end)

scenario("10-1-8-1-1", "GD04-120 Machine Doll Squad: no such friendly Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-120", as = "squad"}}, battle = {"GD04-005"} },
                  p2 = { deck = 10, battle = {"GD04-078"} } }
  g:expect_no_option("play " .. c(g, "squad"))
end)
