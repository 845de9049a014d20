-- ST08-013 Lady Luck: scenario tests of scripts/cards/ST08/ST08-013.lua.
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 1 damage to it. If a friendly (Mafty) Link Unit is in
-- play, deal 2 damage instead.
--
-- (Mafty) Link Unit: ST08-003 Messer (Type-F Naked) (Commander Type) with ST08-010 Hathaway Noa.

scenario("13-2-3-1", "ST08-013 Lady Luck 【Main】: 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-013", as = "cmd"}}, battle = {{"ST08-003", as = "messer"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}, {"ST08-003", pilot = "ST08-010"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_no_option(c(g, "messer"))
  g:choose(c(g, "hyakuren"))
  eq(g:damage("hyakuren"), 1, "neither an unlinked (Mafty) Unit nor an enemy Link Unit counts")
end)

scenario("13-2-3-1", "ST08-013 Lady Luck: with a friendly (Mafty) Link Unit, 2 damage instead", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-013", as = "cmd"}},
                         battle = {{"ST08-003", pilot = "ST08-010", as = "messer"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("hyakuren"), 2)
end)

scenario({"13-2-4-1", "10-1-8-1-1"}, "ST08-013 Lady Luck 【Action】: in a battle; no enemy Unit, it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 5, hand = {{"ST08-013", as = "cmd"}},
                         battle = {{"ST08-003", pilot = "ST08-010", rested = true, as = "messer"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "messer"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("gm", "trash")            -- 2 damage on HP2
  local g2 = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-013", as = "cmd"}} }, p2 = { deck = 10 } }
  g2:expect_no_option("play " .. c(g2, "cmd"))
end)
