-- Smoke tests of the scripting layer on a few starter cards.

scenario("13-2-6-1", "ST01-004 Guntank: 【Deploy】 rests a chosen enemy Unit with 2 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-004", as = "guntank"}} },
                  p2 = { deck = 10, battle = { {"ST01-005", as = "gm"}, {"ST01-001", as = "gundam"} } } }
  g:choose("Play Guntank")
  -- only GM (HP 2) qualifies: no question, it is rested
  ok(g:rested("gm"), "GM rested")
  ok(not g:rested("gundam"), "Gundam (HP 4) not rested")
end)

scenario("10-2-2", "ST01-004 Guntank: no enemy Unit with 2 or less HP, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {"ST01-004"} },
                  p2 = { deck = 10, battle = { {"ST01-001", as = "gundam"} } } }
  g:choose("Play Guntank")
  ok(not g:rested("gundam"))
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("5-20-2", "ST04-002 Strike Gundam: draw 1, then discard 1 (a choice inside an effect)", function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", {"ST01-001", as = "top"}}, resources = 4,
                         hand = {{"ST04-002", as = "strike"}, {"ST01-008", as = "demi"}} },
                  p2 = { deck = 10 } }
  g:choose("Play Strike Gundam")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(g:loc("top"), "hand", "the drawn card is in the hand while the choice is asked")
  g:choose(tostring("c" .. g:card("demi")))
  eq(g:loc("demi"), "trash")
  eq(g:loc("top"), "hand")
  eq(g:loc("strike"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("5-20-2", "undo inside an effect's choice returns to the same state", function()
  local g = game{ p1 = { deck = 5, resources = 4, hand = {"ST04-002", "ST01-008"} },
                  p2 = { deck = 10 } }
  local before = g:hash()
  g:choose("Play Strike Gundam")
  local asking = g:hash()
  g:choose(1)
  g:undo()
  eq(g:hash(), asking, "undo to the effect's question")
  g:undo()
  eq(g:hash(), before, "undo to before playing")
end)

scenario("8-2-1", "ST02-001 Wing Gundam may attack an active enemy Unit of Lv.4 or lower", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-001", as = "wing"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", as = "gm"}, {"ST01-002", as = "ma"} } } }
  g:expect_option("attack c" .. g:card("wing") .. " c" .. g:card("gm"))
  g:expect_no_option("attack c" .. g:card("wing") .. " c" .. g:card("ma")) -- Lv.5
end)

scenario("8-2-1", "ST01-009 Zowort can't choose the enemy player as its attack target", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-009", as = "zowort"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", rested = true, as = "gm"} } } }
  g:expect_no_option("attack c" .. g:card("zowort") .. " p2")
  g:expect_option("attack c" .. g:card("zowort") .. " c" .. g:card("gm"))
end)

scenario("13-2-10-1", "ST01-001 Gundam 【During Pair】: during your turn your Units get AP+1", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-001", pilot = "ST01-010", as = "gundam"}, {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", as = "enemy"} } } }
  eq(g:ap("gm"), 3, "GM 2 + 1")
  eq(g:ap("gundam"), 3 + 2 + 1, "Gundam 3 + Amuro 2 + 1")
  eq(g:ap("enemy"), 2, "enemy Units are not affected")
end)

scenario("13-2-7-1", "ST03-008 Zaku II: 【Attack】 AP+2 during this turn", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST03-008", as = "zaku"} } }, p2 = { deck = 10, shields = 2 } }
  g:choose("attack c" .. g:card("zaku") .. " p2")
  eq(g:ap("zaku"), 3)
end)

scenario("13-2-13-1", "ST01-015 White Base: ② deploys a token, once per turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = {{"ST01-015", as = "wb"}} }, p2 = { deck = 10 } }
  g:choose("Activate effect 3 of White Base")
  eq(g:count(1, "battle"), 1, "Gundam token (no Units before)")
  g:expect_no_option("Activate effect 3 of White Base")
end)
