-- GD04-121 Reineforce Jr.: 【Burst】 deploy it; 【Deploy】 a Shield to the hand, then in your turn,
-- with a friendly (League Militaire) Unit in play, a [Parts] token.
-- Props: GD04-014 Shokew ((League Militaire)), GD04-005 GM III, GD04-010 Gaplant.

scenario({"13-2-6-1", "5-20-2", "5-17-1"}, "GD04-121 Reineforce Jr.: played in your turn, a Shield to the hand and a Parts token",
         function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 3, hand = {{"GD04-121", as = "jr"}},
                         battle = {{"GD04-014", as = "shokew"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "jr"))
  eq(g:loc("jr"), "base")
  g:expect_count(1, "shields", 2)
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "battle", 2)
end)

scenario("10-2-1", "GD04-121 Reineforce Jr.: no (League Militaire) Unit, no token", function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 3, hand = {{"GD04-121", as = "jr"}},
                         battle = {"GD04-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "jr"))
  g:expect_count(1, "shields", 2)
  g:expect_count(1, "battle", 1)
end)

scenario({"13-2-5-1", "10-2-1"}, "GD04-121 Reineforce Jr. 【Burst】: deployed in the opponent's turn, a Shield but no token",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD04-121", as = "jr"}},
                         battle = {"GD04-014"} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  eq(g:loc("jr"), "base")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "hand", 1)
  g:expect_count(2, "battle", 1)
end)
