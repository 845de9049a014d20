-- ST05-001 Gundam Barbatos 4th Form: scenario tests of scripts/cards/ST05/ST05-001.lua.
-- 【Deploy】Choose 1 of your other Units. Deal 1 damage to it. It gets AP+1 during this turn.
-- While this is damaged, it gains <Suppression>.
--
-- Barbatos 4th Form is Lv.6 cost 4, AP4 HP5.  Props: ST01-005 GM (AP2 HP2), ST05-004 Graze
-- Custom (AP2 HP2), vanilla.

scenario("13-2-6-1", "ST05-001 Barbatos 4th Form 【Deploy】: 1 damage and AP+1 to one of your other Units", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"ST05-001", as = "barbatos"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST05-004", as = "graze"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "barbatos"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_option(c(g, "graze"))
  g:expect_no_option(c(g, "barbatos"))   -- "other"
  g:expect_no_option(c(g, "enemy"))      -- "your"
  g:choose(c(g, "graze"))
  eq(g:damage("graze"), 1)
  eq(g:ap("graze"), 3)
  eq(g:damage("gm"), 0)
  eq(g:ap("gm"), 2)
  eq(g:damage("barbatos"), 0)
  g:next_turn()
  eq(g:ap("graze"), 2, "AP+1 during this turn only")
end)

scenario({"13-2-6-1", "10-2-2"}, "ST05-001 Barbatos 4th Form 【Deploy】: no other Unit of yours, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"ST05-001", as = "barbatos"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "barbatos"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("barbatos"), 0)
  eq(g:damage("enemy"), 0)
  ok(not g:keyword("barbatos", "suppression"))
end)

scenario({"13-1-7-1", "10-1-5-3"}, "ST05-001 Barbatos 4th Form: <Suppression> only while damaged", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST05-001", as = "hurt", damage = 1}, {"ST05-001", as = "whole"}} },
                  p2 = { deck = 10, shields = 4 } }
  ok(g:keyword("hurt", "suppression"), "damaged: <Suppression>")
  ok(not g:keyword("whole", "suppression"), "undamaged: none")
  g:choose("attack " .. c(g, "hurt") .. " p2")
  g:expect_count(2, "shields", 2)        -- the first 2 Shields at once (13-1-7-1)
  g:choose("attack " .. c(g, "whole") .. " p2")
  g:expect_count(2, "shields", 1)
end)
