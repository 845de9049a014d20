-- GD05-007 Asshimar: 【During Link】This Unit gets AP+2 and <Repair 1>.

scenario({"13-2-12-1", "13-1-1-1"}, "GD05-007 Asshimar: linked with a (Titans) Pilot: AP+2 and <Repair 1>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-007", pilot = "GD02-086", damage = 2, as = "asshimar"}} },  -- Jerid Messa
                  p2 = { deck = 10 } }
  ok(g:linked("asshimar"), "Jerid Messa is a (Titans) Pilot: linked")
  eq(g:ap("asshimar"), 1 + 1 + 2, "AP1, the Pilot's +1, the link's +2")
  eq(g:keyword("asshimar", "repair"), 1)
  g:next_turn()
  eq(g:damage("asshimar"), 1, "<Repair 1> at the end of the turn")
end)

scenario({"13-2-12-1", "13-1-1-1"}, "GD05-007 Asshimar: paired but not linked, or alone: no AP+2, no <Repair>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-007", pilot = "GD05-082", damage = 2, as = "paired"},  -- Andrew Waldfeld
                                              {"GD05-007", damage = 1, as = "alone"}} },
                  p2 = { deck = 10 } }
  ok(not g:linked("paired"))
  eq(g:ap("paired"), 1 + 2, "AP1 and the Pilot's AP2 only")
  eq(g:ap("alone"), 1)
  eq(g:keyword("paired", "repair"), 0)
  g:next_turn()
  eq(g:damage("paired"), 2, "no recovery")
  eq(g:damage("alone"), 1)
end)
