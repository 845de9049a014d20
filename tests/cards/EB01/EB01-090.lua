-- EB01-090 Tiffa Adill & Freeden: 【Deploy】 a Shield to the hand; then, in your turn, a Unit with 2 or
-- less HP of each enemy player back to its owner's hand; 【Burst】 deploy it.
-- Props: ST01-005 GM (HP2), GD04-014 Shokew (HP3).

scenario({"13-2-6-1", "5-20-2"}, "EB01-090 Tiffa & Freeden: in your turn, an enemy Unit with 2 or less HP returns", function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 2, hand = {{"EB01-090", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD04-014", as = "shokew"}} } }
  g:choose("play " .. c(g, "base"))
  g:expect_count(1, "shields", 2)
  eq(g:loc("gm"), "hand")
  eq(g:loc("shokew"), "battle")
end)

scenario({"13-2-5-1", "13-2-6-1"}, "EB01-090 Tiffa & Freeden: 【Burst】 in the opponent's turn, only the Shield", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "ST01-005", {"EB01-090", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  eq(g:loc("base"), "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
  eq(g:loc("gm"), "battle")
end)

scenario({"13-2-6-1", "12-2-6"}, "EB01-090 Tiffa & Freeden: Battle Royale, one of each enemy player", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, shields = 3, resources = 2, hand = {{"EB01-090", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", as = "b"}} } }
  g:choose("play " .. c(g, "base"))
  eq(g:loc("a"), "hand")
  eq(g:loc("b"), "hand")
end)
