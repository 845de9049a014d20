-- ST08-012 Words for Hathaway: scenario tests of scripts/cards/ST08/ST08-012.lua.
-- 【Main】Choose 1 friendly Link Unit. It gains <Breach 1> during this turn.
-- 【Pilot】[Gawman Nobile]
--
-- Link Unit: ST08-003 Messer (Type-F Naked) (Commander Type) with ST08-010 Hathaway Noa.

scenario({"13-2-3-1", "13-1-2-1"}, "ST08-012 Words for Hathaway: a friendly Link Unit gains <Breach 1>", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST08-012", as = "cmd"}},
                         battle = {{"ST08-003", pilot = "ST08-010", as = "messer"}, {"ST01-005", pilot = "ST02-010", as = "paired"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(g:linked("messer"))
  g:choose("play " .. c(g, "cmd"))       -- the only Link Unit: chosen without asking
  eq(g:keyword("messer", "breach"), 1)
  eq(g:keyword("paired", "breach"), 0)
  g:choose("attack " .. c(g, "messer") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(2, "shields", 2)
  g:next_turn()
  eq(g:keyword("messer", "breach"), 0, "during this turn only")
end)

scenario({"10-1-8-1-1", "13-2-3-1"}, "ST08-012 Words for Hathaway: no friendly Link Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST08-012", as = "cmd"}},
                         battle = {{"ST01-005", pilot = "ST02-010"}} },
                  p2 = { deck = 10, battle = {{"ST08-003", pilot = "ST08-010"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
