-- GD02-047 Gaza C: 【Activate･Main】Rest this Unit：Destroy this and choose 1 enemy Unit that is
-- Lv.5 or lower. Deal 1 damage to it.

scenario({"10-1-7-1", "10-2-2"}, "GD02-047 Gaza C: rest it, destroy it, 1 damage to an enemy Unit Lv.5 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-047", as = "gaza"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("activate " .. c(g, "gaza") .. " 1")
  eq(g:damage("rezel"), 1, "Lv.3; Big Zam (Lv.7) is not offered")
  eq(g:damage("bigzam"), 0)
  g:expect_loc("gaza", "trash")
end)

scenario({"10-1-7-1", "10-2-2"}, "GD02-047 Gaza C: no enemy Unit Lv.5 or lower, or rested: it can't be activated", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-047", as = "gaza"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:expect_no_option("activate " .. c(g, "gaza") .. " 1")
  g = game{ p1 = { deck = 10, battle = {{"GD02-047", rested = true, as = "gaza"}} },
            p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:expect_no_option("activate " .. c(g, "gaza") .. " 1")
end)
