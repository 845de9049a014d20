-- GD02-041 Sugai's Gelgoog (GQ): 【Deploy】Choose 1 enemy Unit that is Lv.5 or higher. Deal 2 damage
-- to it.

scenario("13-2-6-1", "GD02-041 Sugai's Gelgoog 【Deploy】: 2 damage to an enemy Unit that is Lv.5 or higher", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-041", as = "gelgoog"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "gelgoog"))
  eq(g:damage("bigzam"), 2)
  eq(g:damage("gundam"), 0, "Lv.4 is not offered")
end)
