-- EB01-069 Beside Pain: 【Attack】 a friendly Unit with <Blocker> gets AP+2 this turn; 【Burst】 to the
-- hand.
-- Props: ST01-008 Demi Trainer (<Blocker> AP1), ST01-005 GM.

scenario({"13-2-7-1", "3-3-9-2"}, "EB01-069 Beside Pain: its Unit attacks, the friendly <Blocker> gets AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "EB01-069", as = "unit"}, {"ST01-008", as = "demi"},
                                               {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "enemy"}} } }
  g:choose("attack " .. c(g, "unit") .. " p2")
  eq(g:ap("demi"), 3)
  eq(g:ap("gm"), 2)
  eq(g:ap("enemy"), 1)
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-069 Beside Pain: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-069", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
