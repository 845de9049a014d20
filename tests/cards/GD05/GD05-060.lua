-- GD05-060 Gundam Flauros (Ryusei-Go): 【Deploy】/【Attack】Choose 1 enemy Unit that is Lv.2 or lower.
-- Destroy it.

scenario({"13-2-6-1", "10-2-2"}, "GD05-060 Flauros (Ryusei-Go) 【Deploy】: an enemy Unit Lv.2 or lower is destroyed", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-060", as = "flauros"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "lv2"}, {"ST04-004", as = "lv1"}, {"ST01-003", as = "lv3"}} } }
  g:choose("play " .. c(g, "flauros"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "lv2"))
  g:expect_option(c(g, "lv1"))
  g:expect_no_option(c(g, "lv3"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "lv1"))
  g:expect_loc("lv1", "trash")
  g:expect_loc("lv2", "battle")
end)

scenario({"13-2-7-1", "10-2-2"}, "GD05-060 Flauros (Ryusei-Go) 【Attack】: the same when it attacks; none Lv.2 or lower: nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-060", as = "flauros"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "lv2"}, {"ST01-003", as = "lv3"}} } }
  g:choose("attack " .. c(g, "flauros") .. " p2")
  g:expect_loc("lv2", "trash")      -- the only candidate
  g:expect_loc("lv3", "battle")
  g = game{ p1 = { deck = 10, battle = {{"GD05-060", as = "flauros"}} },
            p2 = { deck = 10, shields = 2, battle = {{"ST01-003", as = "lv3"}} } }
  g:choose("attack " .. c(g, "flauros") .. " p2")
  g:expect_loc("lv3", "battle")
end)
