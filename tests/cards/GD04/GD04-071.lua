-- GD04-071 Graham's Union Flag Custom Ⅱ (GN Flag): 【Burst】 to the hand with an enemy (CB) Unit in
-- play; 【Activate･Main】 exile a (Superpower Bloc) card and a (UN) card from the trash to set it
-- active (it can't attack this turn).
-- Props: GD04-079 Agrissa ((Superpower Bloc)), GD04-075 GN-X ((UN)), GD04-099 Ali al-Saachez
-- (both traits), GD04-047 Gundam Virtue ((CB)), GM.

scenario({"10-1-7-5", "5-12-1", "5-20-1"}, "GD04-071 GN Flag: a (Superpower Bloc) card and a (UN) card exiled, set active, no attack",
         function()
  local g = game{ p1 = { deck = 10, trash = {{"GD04-079", as = "agrissa"}, {"GD04-075", as = "gnx"}, "ST01-005"},
                         battle = {{"GD04-071", rested = true, as = "flag"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("activate " .. c(g, "flag") .. " 2")
  eq(g:loc("agrissa"), "removal")
  eq(g:loc("gnx"), "removal")
  ok(not g:rested("flag"))
  g:expect_no_option("attack " .. c(g, "flag") .. " p2")
end)

scenario("10-2-2", "GD04-071 GN Flag: a card with both traits is one of the two, not both", function()
  local g = game{ p1 = { deck = 10, trash = {{"GD04-099", as = "ali"}, "ST01-005"},
                         battle = {{"GD04-071", rested = true, as = "flag"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "flag") .. " 2")
end)

scenario("10-3-3", "GD04-071 GN Flag: Ali al-Saachez as the (Superpower Bloc) card, GN-X as the (UN) one", function()
  local g = game{ p1 = { deck = 10, trash = {{"GD04-099", as = "ali"}, {"GD04-075", as = "gnx"}, {"GD04-079", as = "agrissa"}},
                         battle = {{"GD04-071", rested = true, as = "flag"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "flag") .. " 2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "ali"))
  -- the (UN) card: GN-X only (Ali is taken)
  eq(g:loc("ali"), "removal")
  eq(g:loc("gnx"), "removal")
  eq(g:loc("agrissa"), "trash")
  ok(not g:rested("flag"))
end)

scenario("13-2-5-1", "GD04-071 GN Flag 【Burst】: with an enemy (CB) Unit in play, to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-047", as = "virtue"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-071", as = "flag"}} } }
  g:choose("attack " .. c(g, "virtue") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  eq(g:loc("flag"), "hand")
end)

scenario({"Q100", "10-2-1"}, "GD04-071 GN Flag 【Burst】: no enemy (CB) Unit, not activated (not offered): to the trash", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-079", as = "agrissa"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-071", as = "flag"}} } }
  g:choose("attack " .. c(g, "agrissa") .. " p2")
  g:expect_decision{ kind = "action", player = 1 }    -- no 【Burst】 question for P2
  eq(g:loc("flag"), "trash")
end)
