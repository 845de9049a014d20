-- GD05-114 Widespread Annihilation: 【Main】Destroy all Units that are Lv.4 or lower.

scenario({"13-2-3-1", "2-9-3"}, "GD05-114 Widespread Annihilation: every Unit Lv.4 or lower, yours and tokens too", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD05-114", as = "cmd"}},
                         battle = {{"GD01-013", as = "my4"}, {"GD05-051", as = "my7"}, {"T-026", as = "token"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "en2"}, {"GD01-013", pilot = "ST01-010", as = "en4"},
                                              {"ST01-006", as = "en5"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("my4", "trash")
  g:expect_loc("en2", "trash")
  g:expect_loc("en4", "trash")
  g:expect_count(2, "trash", 3)             -- with its Pilot
  ok(g:loc("token") ~= "battle", "the Lv.0 token is gone")
  g:expect_loc("my7", "battle")
  g:expect_loc("en5", "battle")
end)
