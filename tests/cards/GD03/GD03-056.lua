-- GD03-056 Gundam Barbatos Adapt: scenario tests of scripts/cards/GD03/GD03-056.lua.
-- 【Deploy】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.
--
-- Barbatos Adapt is AP2 HP4.  Props: own ST01-005 GM (HP2), enemy ST01-005 GM, GD01-027 Big Zam.

scenario("13-2-6-1", "GD03-056 Barbatos Adapt 【Deploy】: 1 damage to 1 of your Units and 1 enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-056", as = "adapt"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "adapt"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "adapt"))                 -- Barbatos Adapt is one of your Units
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "mine"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "bigzam"))
  eq(g:damage("mine"), 1)
  eq(g:damage("bigzam"), 1)
  eq(g:damage("adapt"), 0)
  eq(g:damage("gm"), 0)
end)

scenario("10-1-3", "GD03-056 Barbatos Adapt: no enemy Unit, your Unit still takes 1 damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-056", as = "adapt"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "adapt"))
  eq(g:damage("adapt"), 1, "the only Unit of yours")
end)
