-- EB01-063 Io Fleming: its Unit gains <Repair 2> while 2 or more other Units are rested; 【Burst】 to
-- the hand.
-- Props: ST01-005 GM.

scenario({"10-1-5-3", "3-3-9-2"}, "EB01-063 Io Fleming: 2 other rested Units, its Unit has <Repair 2>", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "EB01-063", as = "unit"}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true}, {"ST01-005", as = "e"}} } }
  eq(g:keyword("unit", "repair"), 2)
  local g2 = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "EB01-063", rested = true, as = "unit"}, {"ST01-005", rested = true}} },
                   p2 = { deck = 10, battle = {{"ST01-005"}} } }
  eq(g2:keyword("unit", "repair"), 0, "the Unit itself does not count: 1 other")
end)

scenario("13-1-1", "EB01-063 Io Fleming: <Repair 2> works at the end of the turn", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "EB01-063", damage = 2, as = "unit"}, {"ST01-005", rested = true},
                                               {"ST01-005", rested = true}} },
                  p2 = { deck = 10 } }
  g:end_main()
  eq(g:damage("unit"), 0)
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-063 Io Fleming: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-063", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
