-- ST07-007 Gundam Kyrios: scenario tests of scripts/cards/ST07/ST07-007.lua.
-- During your turn, while you have a (CB) Pilot in play, this Unit gets AP+2.
--
-- Kyrios is AP2.  (CB) Pilot: ST07-010 Tieria Erde (AP+1); not (CB): ST02-010 Heero Yuy.

scenario("10-1-5-3", "ST07-007 Gundam Kyrios: AP+2 during your turn while you have a (CB) Pilot in play", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-007", as = "kyrios"}, {"ST01-005", pilot = "ST07-010"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("kyrios"), 4)
  g:next_turn()
  eq(g:ap("kyrios"), 2, "the opponent's turn")
end)

scenario("10-1-5-3", "ST07-007 Gundam Kyrios: its own (CB) Pilot counts", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-007", pilot = "ST07-010", as = "kyrios"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("kyrios"), 2 + 1 + 2)
end)

scenario("10-1-5-3", "ST07-007 Gundam Kyrios: another Pilot, or an enemy (CB) Pilot, gives nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-007", as = "kyrios"}, {"ST01-005", pilot = "ST02-010"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = "ST07-010"}} } }
  eq(g:ap("kyrios"), 2)
end)
