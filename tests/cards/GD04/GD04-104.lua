-- GD04-104 Shrike Team's Bulwark: 【Main】/【Action】 rest 1 to 2 enemy Units of Lv.2 or lower.
-- Props: GD04-005 GM III (Lv.2), GD04-014 Shokew (Lv.2), GD04-010 Gaplant (Lv.4), GD04-027 Bigro.

scenario({"10-1-8-1", "10-3-3"}, "GD04-104 Shrike Team's Bulwark 【Main】: 2 enemy Units of Lv.2 or lower rested", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-104", as = "bulwark"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-014", as = "shokew"},
                                              {"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "bulwark"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_no_option(c(g, "gaplant"))
  g:choose{ c(g, "gm3"), c(g, "shokew") }
  ok(g:rested("gm3") and g:rested("shokew"))
  ok(not g:rested("gaplant"))
end)

scenario({"8-4-1", "13-2-4-1"}, "GD04-104 Shrike Team's Bulwark 【Action】: played by the defender in the action step",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}, {"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10, shields = 2, resources = 3, hand = {{"GD04-104", as = "bulwark"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "bulwark"))
  ok(g:rested("gm3"), "the only Lv.2 or lower enemy Unit: no question")
end)

scenario("10-1-8-1-1", "GD04-104 Shrike Team's Bulwark: no enemy Unit of Lv.2 or lower, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-104", as = "bulwark"}} },
                  p2 = { deck = 10, battle = {"GD04-010"} } }
  g:expect_no_option("play " .. c(g, "bulwark"))
end)

scenario({"10-3-3", "1-3-2"}, "GD04-104 Shrike Team's Bulwark: \"1 to 2\", only 1 chosen of 3, only that one rested",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-104", as = "bulwark"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "a"}, {"GD04-005", as = "b"},
                                              {"GD04-014", as = "shokew"}} } }
  g:choose("play " .. c(g, "bulwark"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:choose{ c(g, "b") }
  ok(g:rested("b"))
  ok(not g:rested("a") and not g:rested("shokew"))
end)
