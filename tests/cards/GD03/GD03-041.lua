-- GD03-041 Patulia: scenario tests of scripts/cards/GD03/GD03-041.lua.
-- 【Deploy】Deal 3 damage to all Bases.
--
-- Props: EXB-001 EX Base (HP3), GD01-124 Side 7 (HP5).

scenario("13-2-6-1", "GD03-041 Patulia 【Deploy】: 3 damage to every Base, yours too", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD03-041", as = "patulia"}}, base = {{"GD01-124", as = "side7"}} },
                  p2 = { deck = 10, base = {{"EXB-001", as = "exbase"}} } }
  g:choose("play " .. c(g, "patulia"))
  eq(g:damage("side7"), 3, "your own Base too")
  g:expect_count(2, "base", 0)   -- the EX Base (HP3) is destroyed
end)

scenario("13-2-6-1", "GD03-041 Patulia: no Base in play, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD03-041", as = "patulia"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "patulia"))
  eq(g:damage("gm"), 0, "Units are not Bases")
  g:expect_decision{ kind = "action", player = 1 }
end)
