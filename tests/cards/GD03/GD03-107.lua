-- GD03-107 Over the River and Through the Woods: scenario tests of scripts/cards/GD03/GD03-107.lua.
-- 【Main】Choose 1 enemy Unit that is Lv.5 or lower. Deal damage to it equal to the number of
-- friendly Unit tokens in play.
--
-- Tokens: T-013 Hy-Gogg.  Enemy: GD01-027 Big Zam (Lv.7), GD03-016 Full Armor Unicorn (Unicorn
-- Mode) (Lv.5, HP4).

scenario("10-1-8-1", "GD03-107 Over the River: damage equal to your Unit tokens (an enemy's token does not count)", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-107", as = "cmd"}}, battle = {"T-013", "T-013", "ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD03-016", as = "fa"}, "T-013"} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "bigzam"))                 -- Lv.7
  g:choose(c(g, "fa"))
  eq(g:damage("fa"), 2)
end)

scenario("10-1-8-1", "GD03-107 Over the River: no token, the Unit is chosen and takes no damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-107", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"GD03-016", as = "fa"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("fa"), 0)
  eq(g:loc("cmd"), "trash")
end)

scenario("10-1-8-1-1", "GD03-107 Over the River: no enemy Unit of Lv.5 or lower, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-107", as = "cmd"}}, battle = {"T-013"} },
                  p2 = { deck = 10, battle = {"GD01-027"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
