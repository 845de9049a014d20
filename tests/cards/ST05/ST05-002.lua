-- ST05-002 Gundam Barbatos 2nd Form: scenario tests of scripts/cards/ST05/ST05-002.lua.
-- While this Unit is damaged, it gets AP+2.
--
-- Barbatos 2nd Form is AP2 HP4.  ST05-013 With Iron and Blood deals it 1 damage (and AP+3).

scenario("10-1-5-3", "ST05-002 Barbatos 2nd Form: AP+2 while damaged, not otherwise", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST05-002", as = "hurt", damage = 1}, {"ST05-002", as = "whole"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("hurt"), 4)
  eq(g:ap("whole"), 2)
end)

scenario({"10-1-5-3", "5-6-1"}, "ST05-002 Barbatos 2nd Form: damaged during the turn, then recovered", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST05-013", as = "iron"}},
                         battle = {{"ST05-002", as = "barbatos"}}, base = {{"ST08-015", as = "davao"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "iron"))
  eq(g:damage("barbatos"), 1)
  eq(g:ap("barbatos"), 2 + 3 + 2, "printed 2, AP+3, and +2 while damaged")
  g:choose("activate " .. c(g, "davao") .. " 3")   -- Davao: ②, it recovers 2 HP
  eq(g:damage("barbatos"), 0)
  eq(g:ap("barbatos"), 2 + 3, "no longer damaged")
end)
