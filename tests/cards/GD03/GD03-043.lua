-- GD03-043 Messer Type-F02: scenario tests of scripts/cards/GD03/GD03-043.lua.
-- 【When Paired】Choose 1 enemy Unit. Deal 1 damage to it.

scenario("13-2-9-1", "GD03-043 Messer Type-F02 【When Paired】: 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD03-043", as = "messer"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "messer"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "bigzam"))
  eq(g:damage("bigzam"), 1)
  eq(g:damage("gm"), 0)
end)
