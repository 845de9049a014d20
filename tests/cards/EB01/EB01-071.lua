-- EB01-071 Ittou Tsurugi: 【During Link】 its Unit gets AP+1; 【Burst】 to the hand.
-- Props: EB01-007 Hazel-Rah (AP5; links with an (Attack) Pilot), ST01-005 GM (AP2, no link).

scenario({"13-2-12-1", "3-3-9-2"}, "EB01-071 Ittou Tsurugi: linked, AP+2 (Pilot) +1; not linked, +2 only", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-007", pilot = "EB01-071", as = "linked"}, {"ST01-005", pilot = "EB01-071", as = "gm"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("linked"))
  eq(g:ap("linked"), 8)
  eq(g:ap("gm"), 4)
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-071 Ittou Tsurugi: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-071", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
