-- GD03-033 Providence Gundam: scenario tests of scripts/cards/GD03/GD03-033.lua.
-- 【During Pair･(ZAFT) Pilot】During your turn, all your (ZAFT) Units get AP+2.
-- 【Attack】Choose 1 enemy Unit. Deal 1 damage to it for each 4 AP this Unit has.
--
-- Providence is (ZAFT) AP5 HP5.  Props: GD01-095 Dearka Elthman ((ZAFT) Pilot, AP+1, no link
-- here), ST02-010 Heero Yuy (not (ZAFT)), GD03-046 CGUE ((ZAFT) AP2), ST01-005 GM (AP2); enemy
-- GD03-047 DINN (Commander Type) ((ZAFT) AP3 HP4), GD01-027 Big Zam (HP6).

scenario({"13-2-10-2", "10-1-5-3"}, "GD03-033 Providence Gundam 【During Pair･(ZAFT) Pilot】: your (ZAFT) Units get AP+2 in your turn",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-033", pilot = "GD01-095", as = "prov"}, {"GD03-046", as = "cgue"},
                                              {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD03-047", as = "dinn"}} } }
  eq(g:ap("prov"), 5 + 1 + 2)
  eq(g:ap("cgue"), 2 + 2)
  eq(g:ap("gm"), 2, "not (ZAFT)")
  eq(g:ap("dinn"), 3, "not the enemy's (ZAFT) Units")
  g:next_turn()
  eq(g:ap("prov"), 5 + 1, "not during the opponent's turn")
  eq(g:ap("cgue"), 2)
end)

scenario("13-2-10-2", "GD03-033 Providence Gundam: a Pilot that is not (ZAFT) gives nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-033", pilot = "ST02-010", as = "prov"}, {"GD03-046", as = "cgue"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("prov"), 5 + 2, "Heero's AP+2 only")
  eq(g:ap("cgue"), 2)
end)

scenario("13-2-7-1", "GD03-033 Providence Gundam 【Attack】: 1 damage for each 4 AP (AP8: 2 damage)", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-033", pilot = "GD01-095", as = "prov"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "prov") .. " p2")
  eq(g:damage("bigzam"), 2)
end)

scenario("13-2-7-1", "GD03-033 Providence Gundam 【Attack】: AP5 without a Pilot, 1 damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-033", as = "prov"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}, {"GD03-047", as = "dinn"}} } }
  g:choose("attack " .. c(g, "prov") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "dinn"))
  eq(g:damage("dinn"), 1)
  eq(g:damage("bigzam"), 0)
end)
