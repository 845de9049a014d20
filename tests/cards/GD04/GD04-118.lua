-- GD04-118 World Distortion: 【Main】/【Action】 with 2 or more friendly (UN) Units in play, an enemy
-- Unit with 5 or less HP to its owner's hand.
-- Props: GD04-075 GN-X ((UN)), GD04-080 Alvatore ((UN)), GD04-079 Agrissa ((Superpower Bloc)),
-- GD04-010 Gaplant (HP4), GD04-022 Kikeroga (HP6).

scenario({"10-1-8-1", "10-2-1"}, "GD04-118 World Distortion: 2 (UN) Units, an enemy Unit with 5 or less HP to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-118", as = "distortion"}},
                         battle = {"GD04-075", "GD04-080"} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}, {"GD04-022", as = "kikeroga"}} } }
  g:choose("play " .. c(g, "distortion"))
  eq(g:loc("gaplant"), "hand")
  eq(g:loc("kikeroga"), "battle")
end)

scenario({"10-2-1", "12-3-10"}, "GD04-118 World Distortion: a teammate's (UN) Unit counts (friendly)", function()
  local g = game{ players = 4, mode = "team", teams = {1, 2, 1, 2},
                  p1 = { deck = 10, resources = 3, hand = {{"GD04-118", as = "distortion"}}, battle = {"GD04-075"} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} },
                  p3 = { deck = 10, battle = {"GD04-080"} },
                  p4 = { deck = 10 } }
  g:choose("play " .. c(g, "distortion"))
  eq(g:loc("gaplant"), "hand")
end)

scenario("10-2-1", "GD04-118 World Distortion: 1 (UN) Unit, it may be played and does nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-118", as = "distortion"}},
                         battle = {"GD04-075", "GD04-079"} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "distortion"))
  eq(g:loc("distortion"), "trash")
  eq(g:loc("gaplant"), "battle")
end)

scenario("10-1-8-1-1", "GD04-118 World Distortion: 2 (UN) Units but no target, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-118", as = "distortion"}},
                         battle = {"GD04-075", "GD04-080"} },
                  p2 = { deck = 10, battle = {"GD04-022"} } }
  g:expect_no_option("play " .. c(g, "distortion"))
end)
