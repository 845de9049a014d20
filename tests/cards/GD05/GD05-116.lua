-- GD05-116 Veteran's Pride: 【Main】/【Action】Choose 1 enemy Unit that is Lv.2 or lower. Destroy it.
-- 【Pilot】[Rezin Schnyder]

scenario({"13-2-3-1", "10-1-8-1-1"}, "GD05-116 Veteran's Pride: an enemy Unit Lv.2 or lower is destroyed", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD05-116", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "lv2"}, {"ST01-003", as = "lv3"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("lv2", "trash")
  g:expect_loc("lv3", "battle")
end)

scenario({"13-2-4-1", "10-1-8-1-1"}, "GD05-116 Veteran's Pride: only Lv.3 enemies: it can't be played, even in an action step", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 2, hand = {{"GD05-116", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "lv3"}, {"ST01-005", as = "lv2"}} } }
  g:choose("attack " .. c(g, "lv2") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("lv2", "trash")
  local g2 = game{ p1 = { deck = 10, resources = 2, hand = {{"GD05-116", as = "cmd"}} },
                   p2 = { deck = 10, battle = {{"ST01-003", as = "lv3"}} } }
  g2:expect_no_option("play " .. c(g2, "cmd"))
end)
