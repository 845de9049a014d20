-- GD05-111 Airframe Seizure: 【Main】Discard 1. If you do, draw 2.

scenario({"13-2-3-1", "5-20-1"}, "GD05-111 Airframe Seizure: discard 1, draw 2", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD05-111", as = "cmd"}, {"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gc"))
  g:expect_loc("gc", "trash")
  g:expect_count(1, "hand", 1 + 2)
end)

scenario({"13-2-3-1", "5-20-1"}, "GD05-111 Airframe Seizure: an empty hand: it can be played, no draw", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD05-111", as = "cmd"}} },
                  p2 = { deck = 10 } }
  g:expect_option("play " .. c(g, "cmd"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
end)
