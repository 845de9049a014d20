-- GD03-112 Warped Intent: scenario tests of scripts/cards/GD03/GD03-112.lua.
-- 【Burst】Add this card to your hand.
-- 【Main】/【Action】During this turn, all Units paired with a Pilot get AP+2.
--
-- Units: ST01-005 GM (AP2); ST02-010 Heero Yuy (AP+2) as the Pilot.

scenario({"10-1-8-1", "Q105"}, "GD03-112 Warped Intent: every Unit paired with a Pilot, both sides, gets AP+2 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-112", as = "cmd"}, {"ST02-010", as = "heero"}},
                         battle = {{"ST01-005", pilot = "ST02-010", as = "mine"}, {"ST01-005", as = "alone"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = "ST02-010", as = "theirs"}, {"ST01-005", as = "theirs2"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:ap("mine"), 2 + 2 + 2)
  eq(g:ap("theirs"), 2 + 2 + 2, "the enemy's too")
  eq(g:ap("alone"), 2)
  eq(g:ap("theirs2"), 2)
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "alone"))
  eq(g:ap("alone"), 2 + 2, "paired afterwards: no AP+2 (Q105)")
  g:next_turn()
  eq(g:ap("mine"), 4)
end)

scenario("13-2-5-1", "GD03-112 Warped Intent 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-112", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
