-- ST05-003 CGS Mobile Worker: scenario tests of scripts/cards/ST05/ST05-003.lua.
-- 【Activate･Main】Rest this Unit：Choose 1 of your Units. Deal 1 damage to it. It gets AP+1 during
-- this turn.
--
-- CGS Mobile Worker is AP0 HP2.  Props: ST05-004 Graze Custom (AP2 HP2), ST01-005 GM.

scenario({"13-2-1-1", "10-1-7-2"}, "ST05-003 CGS Mobile Worker: rest it, 1 damage and AP+1 to one of your Units", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST05-003", as = "worker"}, {"ST05-004", as = "graze"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("activate " .. c(g, "worker") .. " 1")
  ok(g:rested("worker"), "the cost: rest this Unit")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "worker"))        -- "1 of your Units": itself too
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "graze"))
  eq(g:damage("graze"), 1)
  eq(g:ap("graze"), 3)
  g:expect_no_option("activate " .. c(g, "worker") .. " 1")   -- rested: the cost can't be paid
end)

scenario({"13-2-1-1", "4-1-5"}, "ST05-003 CGS Mobile Worker: on itself, and a Unit the damage destroys gets nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST05-003", as = "worker", damage = 1}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "worker") .. " 1")   -- its only Unit: chosen without asking
  g:expect_loc("worker", "trash")
end)
