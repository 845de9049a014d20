-- GD04-063 GN Armor Type-E: 【Deploy】 destroy an enemy Unit that is Lv.1 or lower or has 1 or
-- less AP.
-- Props: GD04-076 Hipheavy (Lv.1 AP1), GD04-060 Esperansa (Lv.3 AP1), GD04-005 GM III (Lv.2 AP3).

scenario({"13-2-6-1", "5-19-1"}, "GD04-063 GN Armor Type-E: Lv.1 or lower, or 1 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-063", as = "armor"}} },
                  p2 = { deck = 10, battle = {{"GD04-076", as = "hip"}, {"GD04-060", as = "esperansa"},
                                              {"GD04-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "armor"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "hip"))
  g:expect_no_option(c(g, "gm3"))
  g:choose(c(g, "esperansa"))
  eq(g:loc("esperansa"), "trash")
  eq(g:loc("hip"), "battle")
end)

scenario("10-2-2", "GD04-063 GN Armor Type-E: no such enemy Unit, nothing is destroyed", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-063", as = "armor"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "armor"))
  eq(g:loc("gm3"), "battle")
end)
