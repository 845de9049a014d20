-- GD04-028 Zakrello: 【Attack】 an active enemy Unit gains <Blocker> during this turn.
-- Props: GD04-005 GM III, GD04-010 Gaplant.

scenario({"13-2-7-1", "5-16-1"}, "GD04-028 Zakrello: an active enemy Unit gains <Blocker>, a rested one is not offered",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-028", as = "zakrello"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"},
                                                           {"GD04-005", rested = true, as = "rested"}} } }
  g:choose("attack " .. c(g, "zakrello") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "rested"))
  g:choose(c(g, "gaplant"))
  ok(g:keyword("gaplant", "blocker"))
  ok(not g:keyword("gm3", "blocker"))
  -- P2 may now block with it
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("block " .. c(g, "gaplant"))
end)

scenario("10-2-2", "GD04-028 Zakrello: no active enemy Unit, nothing happens", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-028", as = "zakrello"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", rested = true}} } }
  g:choose("attack " .. c(g, "zakrello") .. " p2")
  g:expect_count(2, "shields", 1)
end)
