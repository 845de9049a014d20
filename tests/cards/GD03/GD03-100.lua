-- GD03-100 Soma Peries: scenario tests of scripts/cards/GD03/GD03-100.lua.
-- 【Burst】Add this card to your hand.
-- 【Destroyed】Choose 1 enemy Unit. It gets AP-3 during this turn.
--
-- Soma (AP+1 HP+1) is paired with ST01-005 GM (AP2 HP2): AP3 HP3.  It attacks a rested
-- GD01-027 Big Zam (AP5) and is destroyed.

scenario({"3-3-9-2", "13-2-8-1"}, "GD03-100 Soma Peries 【Destroyed】: its Unit destroyed, an enemy Unit gets AP-3 this turn", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD03-100", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "bigzam"))
  eq(g:loc("gm"), "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "rezel"))
  eq(g:ap("rezel"), 1)
  eq(g:ap("bigzam"), 5)
  g:next_turn()
  eq(g:ap("rezel"), 4, "only during this turn")
end)

scenario("13-2-8-1", "GD03-100 Soma Peries: the Unit survives, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD03-100", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", rested = true, as = "demi"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "demi"))
  eq(g:loc("gm"), "battle")
  eq(g:ap("rezel"), 4)
end)

scenario("13-2-5-1", "GD03-100 Soma Peries 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-100", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
