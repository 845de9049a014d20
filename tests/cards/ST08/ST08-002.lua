-- ST08-002 Ξ Gundam: scenario tests of scripts/cards/ST08/ST08-002.lua.
-- 【Deploy】Choose 1 enemy Unit. Deal 1 damage to it.  (The same text as GD01-052.)

scenario("13-2-6-1", "ST08-002 Ξ Gundam 【Deploy】: 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-002", as = "xi"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST05-006", as = "hyakuren"}} } }
  g:choose("play " .. c(g, "xi"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "mine"))
  g:expect_no_option(c(g, "xi"))
  g:choose(c(g, "hyakuren"))
  eq(g:damage("hyakuren"), 1)
  eq(g:damage("gm"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "ST08-002 Ξ Gundam: no enemy Unit, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-002", as = "xi"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "xi"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("mine"), 0)
end)
