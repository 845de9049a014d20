-- GD03-093 Carris Nautilus: scenario tests of scripts/cards/GD03/GD03-093.lua.
-- 【Burst】Add this card to your hand.
-- While no enemy Base is in play, this Unit gets AP+1.
--
-- Carris (AP+2) is paired with ST01-005 GM (AP2).

scenario("10-1-5-3", "GD03-093 Carris Nautilus: no enemy Base, AP+1", function()
  local g = game{ p1 = { deck = 10, base = {"EXB-001"}, battle = {{"ST01-005", pilot = "GD03-093", as = "gm"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 2 + 2 + 1, "your own Base does not matter")
end)

scenario({"10-1-5-3", "Q11"}, "GD03-093 Carris Nautilus: an enemy (EX) Base in play, no AP+1; destroyed, AP+1", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD03-093", as = "gm"}} },
                  p2 = { deck = 10, base = {{"EXB-001", as = "exbase"}} } }
  eq(g:ap("gm"), 4)
  g:choose("attack " .. c(g, "gm") .. " p2")   -- 4 damage on the EX Base (HP3)
  eq(g:loc("exbase"), "outside")
  eq(g:ap("gm"), 5)
end)

scenario("13-2-5-1", "GD03-093 Carris Nautilus 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-093", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
