-- GD02-068 Gundam Barbatos 3rd Form: 【Deploy】Deal 2 damage to this Unit.

scenario("13-2-6-1", "GD02-068 Barbatos 3rd Form 【Deploy】: 2 damage to itself", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-068", as = "b3"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "b3"))
  eq(g:damage("b3"), 2)
  eq(g:damage("gm"), 0)
end)
