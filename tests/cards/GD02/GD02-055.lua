-- GD02-055 Gundam Gusion Rebake: 【Deploy】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to
-- them.

scenario("13-2-6-1", "GD02-055 Gusion Rebake 【Deploy】: 1 damage to 1 Unit of yours and 1 enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-055", as = "gusion"}}, battle = {{"GD02-068", as = "b3"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "gusion"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "rezel"))
  g:choose(c(g, "b3"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gusion"))
  g:choose(c(g, "bigzam"))
  eq(g:damage("b3"), 1)
  eq(g:damage("bigzam"), 1)
  eq(g:damage("gusion"), 0)
  eq(g:damage("rezel"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD02-055 Gusion Rebake: no enemy Unit -- 1 damage to your Unit all the same", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-055", as = "gusion"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gusion"))
  eq(g:damage("gusion"), 1, "itself, the only Unit of yours")
end)
