-- GD04-117 Graceful Demeanor: 【Action】 1 to 2 enemy Units of Lv.3 or lower to their owners' hands;
-- 【Burst】 activate that 【Action】.
-- Props: GD04-005 GM III (Lv.2), GD04-014 Shokew (Lv.2), GD04-010 Gaplant (Lv.4), GD04-027 Bigro.

scenario({"8-4-1", "13-2-4-1"}, "GD04-117 Graceful Demeanor 【Action】: 2 enemy Units of Lv.3 or lower to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}, {"GD04-005", as = "gm3"},
                                              {"GD04-014", as = "shokew"}} },
                  p2 = { deck = 10, shields = 2, resources = 4, hand = {{"GD04-117", as = "demeanor"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("play " .. c(g, "demeanor"))
  g:expect_decision{ kind = "choose", player = 2, min = 1, max = 2 }
  g:expect_no_option(c(g, "bigro"))
  g:choose{ c(g, "gm3"), c(g, "shokew") }
  eq(g:loc("gm3"), "hand")
  eq(g:loc("shokew"), "hand")
  eq(g:owner("gm3"), 1)
end)

scenario("13-2-3-1", "GD04-117 Graceful Demeanor: no 【Main】: not played in the main phase", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-117", as = "demeanor"}} },
                  p2 = { deck = 10, battle = {"GD04-005"} } }
  g:expect_no_option("play " .. c(g, "demeanor"))
end)

scenario("13-2-5-1", "GD04-117 Graceful Demeanor 【Burst】: its 【Action】 is activated", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-117", as = "demeanor"}} } }
  g:choose("attack " .. c(g, "gm3") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  eq(g:loc("gm3"), "hand", "the attacker itself (the only Lv.3 or lower enemy Unit)")
  eq(g:loc("gaplant"), "battle")
  eq(g:loc("demeanor"), "trash")
end)
