-- EB01-064 Rondo Gina Sahaku: while its Unit has <Repair>, it gains <Breach 1>; 【Burst】 to the hand.
-- Props: GD02-017 (<Repair 2>), ST01-005 GM, EB01-006 Amatsu (gives <Repair 1>).

scenario({"10-1-5-3", "3-3-9-2"}, "EB01-064 Rondo Gina Sahaku: a Unit with <Repair> gains <Breach 1>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-017", pilot = "EB01-064", as = "repair"}, {"ST01-005", pilot = "EB01-064", as = "gm"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("repair", "breach"), 1)
  eq(g:keyword("gm", "breach"), 0)
end)

scenario("10-1-5-7", "EB01-064 Rondo Gina Sahaku: <Repair> gained from an effect counts", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-006", as = "amatsu"}},
                         battle = {{"ST01-005", pilot = "EB01-064", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "amatsu"))
  g:choose(c(g, "gm"))
  eq(g:keyword("gm", "breach"), 1)
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-064 Rondo Gina Sahaku: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-064", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
