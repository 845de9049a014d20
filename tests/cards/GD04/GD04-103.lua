-- GD04-103 Spiritual Support: 【Main】 one of your Units gains <Repair 2> during this turn.
-- Props: GD04-010 Gaplant (HP4), GD04-005 GM III.

scenario({"10-1-8-1", "13-1-1-1"}, "GD04-103 Spiritual Support: <Repair 2> this turn, it recovers 2 at the end of the turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-103", as = "support"}},
                         battle = {{"GD04-010", damage = 3, as = "gaplant"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", damage = 1, as = "enemy"}} } }
  g:choose("play " .. c(g, "support"))
  eq(g:keyword("gaplant", "repair"), 2)
  g:next_turn()
  eq(g:damage("gaplant"), 1, "3 - 2")
  eq(g:keyword("gaplant", "repair"), 0, "during this turn only")
end)

scenario("10-1-8-1-1", "GD04-103 Spiritual Support: no Unit of yours, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-103", as = "support"}} },
                  p2 = { deck = 10, battle = {"GD04-005"} } }
  g:expect_no_option("play " .. c(g, "support"))
end)
