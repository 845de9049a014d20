-- ST05-007 McGillis' Schwalbe Graze: scenario tests of scripts/cards/ST05/ST05-007.lua.
-- <Blocker>
-- 【When Paired】Choose 1 enemy Unit that is Lv.3 or lower. It gets AP-2 during this turn.
--
-- Pilot prop: ST02-010 Heero Yuy (Lv.4; its text works only when linked).  Enemy props:
-- ST05-006 Hyakuren (Lv.3 AP4), ST01-005 GM (Lv.2 AP2), ST07-003 Gundam Virtue (Lv.5 AP5).

local function board()
  return game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                      battle = {{"ST05-007", as = "schwalbe"}} },
               p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}, {"ST01-005", as = "gm"},
                                           {"ST07-003", as = "virtue"}} } }
end

scenario("13-2-9-1", "ST05-007 McGillis' Schwalbe Graze 【When Paired】: an enemy Unit of Lv.3 or lower gets AP-2", function()
  local g = board()
  ok(g:keyword("schwalbe", "blocker"))
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "schwalbe"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_no_option(c(g, "virtue"))     -- Lv.5
  g:expect_no_option(c(g, "schwalbe"))   -- an enemy Unit
  g:choose(c(g, "hyakuren"))
  eq(g:ap("hyakuren"), 2)
  eq(g:ap("gm"), 2)
  g:next_turn()
  eq(g:ap("hyakuren"), 4, "during this turn only")
end)

scenario({"13-2-9-1", "10-2-2"}, "ST05-007 McGillis' Schwalbe Graze: no enemy Unit of Lv.3 or lower, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"ST05-007", as = "schwalbe"}} },
                  p2 = { deck = 10, battle = {{"ST07-003", as = "virtue"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "schwalbe"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:ap("virtue"), 5)
end)
