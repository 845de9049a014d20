-- ST08-004 Messer Type-F01: scenario tests of scripts/cards/ST08/ST08-004.lua.
-- 【Attack】If this Unit is attacking an enemy Unit, choose 1 enemy Unit. Deal 1 damage to it.
--
-- Messer Type-F01 is AP2 HP1.  Enemy: ST01-005 GM (rested, HP2), ST05-006 Hyakuren (HP3).

scenario("13-2-7-1", "ST08-004 Messer Type-F01 【Attack】: attacking an enemy Unit, 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST08-004", as = "messer"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "messer") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))            -- the Unit it attacks is an enemy Unit too
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "hyakuren"))
  eq(g:damage("hyakuren"), 1)
end)

scenario({"13-2-7-1", "10-2-1"}, "ST08-004 Messer Type-F01: attacking the player, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST08-004", as = "messer"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "messer") .. " p2")
  eq(g:damage("hyakuren"), 0)
  g:expect_count(2, "shields", 2)
end)
