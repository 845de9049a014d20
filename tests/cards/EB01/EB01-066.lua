-- EB01-066 Reiji: 【When Paired】 a friendly (G Generation) Unit may attack an active enemy Unit with
-- <Blocker> this turn; 【Burst】 to the hand.
-- Props: EB01-016 Tornado Gundam ((G Generation)), ST01-005 GM, GD04-077 (<Blocker>).

scenario({"13-2-9-1", "8-1"}, "EB01-066 Reiji: the chosen Unit may attack an active enemy <Blocker>, this turn only", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-066", as = "reiji"}},
                         battle = {{"EB01-016", as = "tornado"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD04-077", as = "blocker"}, {"ST01-005", as = "plain"}} } }
  g:choose("pair " .. c(g, "reiji") .. " " .. c(g, "tornado"))
  g:expect_option("attack " .. c(g, "tornado") .. " " .. c(g, "blocker"))
  g:expect_no_option("attack " .. c(g, "tornado") .. " " .. c(g, "plain"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "blocker"))
  g:next_turn()
  g:next_turn()
  g:expect_no_option("attack " .. c(g, "tornado") .. " " .. c(g, "blocker"))
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-066 Reiji: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-066", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
