-- GD03-059 Zedas R: scenario tests of scripts/cards/GD03/GD03-059.lua.
-- 【Attack】You may choose 1 (Vagan) card from your trash. Exile it from the game. If you do,
-- choose 1 of your (Vagan) Units. It gets AP+2 during this turn.
--
-- Zedas R is (Vagan) AP4.  Props: GD03-065 Zedas M ((Vagan) card and Unit, AP3), ST01-005 GM.

scenario({"13-2-7-1", "5-20-1"}, "GD03-059 Zedas R 【Attack】: exile a (Vagan) card, a (Vagan) Unit gets AP+2", function()
  local g = game{ p1 = { deck = 10, trash = {{"GD03-065", as = "vagan"}, {"ST01-005", as = "gm"}},
                         battle = {{"GD03-059", as = "zedas"}, {"GD03-065", as = "zedasm"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "zedas") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "vagan"))
  eq(g:loc("vagan"), "removal")
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "zedasm"))
  eq(g:ap("zedasm"), 5)
  eq(g:ap("zedas"), 4)
  g:next_turn()
  eq(g:ap("zedasm"), 3, "only during this turn")
end)

scenario("10-1-3", "GD03-059 Zedas R: declined, nothing", function()
  local g = game{ p1 = { deck = 10, trash = {{"GD03-065", as = "vagan"}}, battle = {{"GD03-059", as = "zedas"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "zedas") .. " p2")
  g:choose({})
  eq(g:loc("vagan"), "trash")
  g:expect_count(2, "shields", 1)
end)
