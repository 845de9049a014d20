-- GD05-105 Exclusively Defense-Oriented Policy: 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.3 or lower. Return it to its owner's hand.

scenario({"13-2-3-1", "10-1-8-1-1"}, "GD05-105 Exclusively Defense-Oriented Policy 【Main】: an enemy Unit Lv.3 or lower to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD05-105", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "lv3"}, {"GD01-013", as = "lv4"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("lv3", "hand")
  g:expect_loc("lv4", "battle")
end)

scenario("10-1-8-1-1", "GD05-105 Exclusively Defense-Oriented Policy: no enemy Unit Lv.3 or lower: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD05-105", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "lv4"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario({"13-2-5-1", "13-2-4-1"}, "GD05-105 Exclusively Defense-Oriented Policy 【Burst】: its 【Main】 returns the attacker", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-013", as = "lv4"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-105", as = "cmd"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("gm", "hand")
  g:expect_loc("lv4", "battle")
  g:expect_loc("cmd", "trash")
end)

scenario("13-2-4-1", "GD05-105 Exclusively Defense-Oriented Policy 【Action】: the attacker returned to its owner's hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 2, hand = {{"GD05-105", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "gc") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("gc", "hand")
  g:expect_count(1, "shields", 2)
end)
