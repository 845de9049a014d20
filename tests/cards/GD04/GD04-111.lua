-- GD04-111 Trinity: 【Main】/【Action】 1 to 3 of your (CB) Units get AP+2 during this turn.
-- Props: GD04-047 Gundam Virtue ((CB), AP3), GD04-005 GM III, GD04-027 Bigro.

scenario({"10-1-8-1", "10-3-3"}, "GD04-111 Trinity 【Main】: up to 3 (CB) Units get AP+2", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-111", as = "trinity"}},
                         battle = {{"GD04-047", as = "a"}, {"GD04-047", as = "b"}, {"GD04-047", as = "c"},
                                   {"GD04-047", as = "d"}, {"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "trinity"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 3 }
  g:expect_no_option(c(g, "gm3"))
  g:choose{ c(g, "a"), c(g, "b"), c(g, "c") }
  eq(g:ap("a") + g:ap("b") + g:ap("c"), 15)
  eq(g:ap("d"), 3)
  g:next_turn()
  eq(g:ap("a"), 3, "during this turn only")
end)

scenario("8-4-1", "GD04-111 Trinity 【Action】: the defender's (CB) blocker gets AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, resources = 4, hand = {{"GD04-111", as = "trinity"}},
                         battle = {{"GD04-047", as = "virtue"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("play " .. c(g, "trinity"))
  eq(g:ap("virtue"), 5)
end)

scenario("10-1-8-1-1", "GD04-111 Trinity: no (CB) Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-111", as = "trinity"}}, battle = {"GD04-005"} },
                  p2 = { deck = 10, battle = {"GD04-047"} } }
  g:expect_no_option("play " .. c(g, "trinity"))
end)
