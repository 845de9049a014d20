-- EB01-041 Strike Freedom Gundam (EX) (Lv.7): 【Deploy】 a Unit with 4 or less HP of each enemy player
-- back to its owner's hand.  (<High-Maneuver>: the core.)
-- Props: ST01-005 GM (HP2), GD05-031 (HP4), GD03-010 (HP6).

scenario({"13-2-6-1", "10-3-3"}, "EB01-041 Strike Freedom: 1 enemy Unit with 4 or less HP returns to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"EB01-041", as = "sf"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD05-031", as = "hp4"}, {"GD03-010", as = "hp6"}} } }
  g:choose("play " .. c(g, "sf"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "hp6"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "hp4"))
  eq(g:loc("hp4"), "hand")
  eq(g:loc("gm"), "battle")
end)

scenario({"13-2-6-1", "12-2-6"}, "EB01-041 Strike Freedom: Battle Royale, one of each enemy player", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, resources = 7, hand = {{"EB01-041", as = "sf"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"GD03-010", as = "big"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", as = "b"}} } }
  g:choose("play " .. c(g, "sf"))
  eq(g:loc("a"), "hand")
  eq(g:loc("b"), "hand")
  eq(g:loc("big"), "battle")
end)
