-- EB01-057 Gundam Geminass 02: 【Deploy】 you may rest an active friendly Lv.3 Unit; if you do, an
-- enemy Unit of Lv.2 or lower back to its owner's hand.
-- Props: EB01-016 Tornado Gundam (Lv.3), EB01-026 (Lv.4), ST01-005 GM (Lv.2), GD01-013 (Lv.4).

local function board(mine_rested)
  return game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-057", as = "gem"}},
                      battle = {{"EB01-016", rested = mine_rested, as = "lv3"}, {"EB01-026", as = "lv4"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-013", as = "big"}} } }
end

scenario({"13-2-6-1", "5-20-1"}, "EB01-057 Geminass 02: a Lv.3 Unit of yours rested, the Lv.2 enemy Unit returns", function()
  local g = board(false)
  g:choose("play " .. c(g, "gem"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "lv4"))
  g:choose(c(g, "lv3"))
  ok(g:rested("lv3"))
  eq(g:loc("gm"), "hand")
  eq(g:loc("big"), "battle")
end)

scenario("10-1-3", "EB01-057 Geminass 02: \"you may\": nothing rested, nothing returns", function()
  local g = board(false)
  g:choose("play " .. c(g, "gem"))
  g:choose({})
  ok(not g:rested("lv3"))
  eq(g:loc("gm"), "battle")
end)

scenario("10-2-2", "EB01-057 Geminass 02: no active Lv.3 Unit of yours, nothing", function()
  local g = board(true)
  g:choose("play " .. c(g, "gem"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:loc("gm"), "battle")
end)
