-- GD02-016 Barzam: 【Deploy】Choose 1 of your (Titans) Units. It gets AP+1 during this turn.

scenario("13-2-6-1", "GD02-016 Barzam 【Deploy】: a (Titans) Unit of yours gets AP+1 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-016", as = "new"}},
                         battle = {{"GD02-013", as = "hizack"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD02-013", as = "enemy"}} } }
  g:choose("play " .. c(g, "new"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm"))        -- not (Titans)
  g:expect_no_option(c(g, "enemy"))     -- not yours
  g:choose(c(g, "hizack"))
  eq(g:ap("hizack"), 3)
  g:next_turn()
  eq(g:ap("hizack"), 2, "during this turn only")
end)

scenario("13-2-6-1", "GD02-016 Barzam 【Deploy】: alone, it chooses itself", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-016", as = "new"}} },
                  p2 = { deck = 10 } }
  local ap = g:ap("new")
  g:choose("play " .. c(g, "new"))
  eq(g:ap("new"), ap + 1)
end)
