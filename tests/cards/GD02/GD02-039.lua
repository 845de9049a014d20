-- GD02-039 Haman Karn's Gaza C: 【When Paired】Choose 1 enemy Unit that is Lv.3 or lower. Deal 1
-- damage to it.

scenario("13-2-9-1", "GD02-039 Haman Karn's Gaza C 【When Paired】: 1 damage to an enemy Unit that is Lv.3 or lower",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-089", as = "riddhe"}},
                         battle = {{"GD02-039", as = "gaza"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-013", as = "gundam"}} } }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "gaza"))
  eq(g:damage("rezel"), 1, "Lv.3: the only candidate")
  eq(g:damage("gundam"), 0, "Lv.4")
end)
