-- GD05-065 Landman Rodi: 【During Link】This Unit gets AP+2 during your turn.

scenario("13-2-12-1", "GD05-065 Landman Rodi: linked: AP+2 in your turn only", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-065", pilot = "GD05-096", as = "rodi"}, {"GD05-065", as = "bare"}} },  -- Chad Chadan: (Tekkadan)
                  p2 = { deck = 10 } }
  ok(g:linked("rodi"))
  eq(g:ap("rodi"), 1 + 0 + 2, "AP1, Chad Chadan's AP0, +2")
  eq(g:ap("bare"), 1)
  g:next_turn()
  g:expect_state{ active = 2 }
  eq(g:ap("rodi"), 1, "the opponent's turn")
end)

scenario("13-2-12-1", "GD05-065 Landman Rodi: paired but not linked: no AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-065", pilot = "GD05-082", as = "rodi"}} },   -- Andrew Waldfeld
                  p2 = { deck = 10 } }
  ok(not g:linked("rodi"))
  eq(g:ap("rodi"), 1 + 2, "the Pilot's AP2 only")
end)
