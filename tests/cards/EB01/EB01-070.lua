-- EB01-070 Daryl Lorenz: 【During Link】【Activate･Action】【Once per Turn】①: in your opponent's turn,
-- a Unit gets AP+1 during this battle; 【Burst】 to the hand.
-- Props: EB01-012 Dom Bein Nichts (links with a (Support) Pilot; AP2 HP2; Daryl Lorenz AP+2 HP+1), ST01-005 GM (AP2 HP2).

scenario({"8-4-1", "10-1-7-3"}, "EB01-070 Daryl Lorenz: in the opponent's battle, ①: AP+1 for the battle", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 1, battle = {{"EB01-012", pilot = {"EB01-070", as = "daryl"}, rested = true, as = "dom"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  ok(g:linked("dom"))
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "dom"))
  local ap = g:ap("dom")                 -- 2, +2 from Daryl Lorenz
  g:choose("activate " .. c(g, "daryl") .. " 2")
  g:choose(c(g, "dom"))
  ok(logged(g, "GM #" .. g:card("att") .. " takes " .. (ap + 1) .. " battle damage"), "Dom Bein Nichts deals its AP+1")
  eq(g:loc("att"), "trash")
end)

scenario("10-3-1-1", "EB01-070 Daryl Lorenz: in your own turn it can't be activated", function()
  local g = game{ p1 = { deck = 10, resources = 1, battle = {{"EB01-012", pilot = {"EB01-070", as = "daryl"}, as = "dom"},
                                                              {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, hand = {"ST03-013"}, resources = 2 } }
  ok(g:linked("dom"))
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }  -- the action step: P2 may play its Command
  g:choose("pass")
  -- P1 has nothing to activate (it is P1's turn): the battle goes on, back to P1's main phase
  g:expect_count(2, "shields", 2)
  ok(g:decision().prompt:find("main phase"), g:decision().prompt)
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-070 Daryl Lorenz: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-070", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
