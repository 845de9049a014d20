-- GD03-022 Gundam Kyrios: scenario tests of scripts/cards/GD03/GD03-022.lua.
-- 【During Link】During your turn, when this Unit destroys an enemy Unit with battle damage, deal
-- 1 damage to all enemy Units that are Lv.3 or lower.
--
-- Kyrios (AP5 HP3) with ST07-012 Allelujah Haptism (links; AP+1 HP+1) is AP6 HP4.  Props:
-- enemy ST01-005 GM (Lv.2 AP2 HP2), GD01-018 ReZEL (Lv.3 HP3), GD03-011 GM Sniper II (Lv.2 HP3),
-- GD01-027 Big Zam (Lv.7); own ST01-005 GM.

local function board(pilot)
  return game{ p1 = { deck = 10, battle = {{"GD03-022", pilot = pilot, as = "kyrios"}, {"ST01-005", as = "mine"}} },
               p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-018", as = "rezel"},
                                           {"GD03-011", as = "sniper"}, {"GD01-027", as = "bigzam"}} } }
end

scenario({"13-2-12-1", "10-1-6-1"}, "GD03-022 Gundam Kyrios: destroys an enemy Unit in battle, 1 damage to enemy Units Lv.3 or lower",
         function()
  local g = board("ST07-012")
  ok(g:linked("kyrios"))
  g:choose("attack " .. c(g, "kyrios") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  eq(g:damage("rezel"), 1)
  eq(g:damage("sniper"), 1)
  eq(g:damage("bigzam"), 0, "Lv.7")
  eq(g:damage("mine"), 0, "not your own Units")
end)

scenario("13-2-12-1", "GD03-022 Gundam Kyrios: paired but not linked, nothing", function()
  local g = board("ST02-010")
  ok(not g:linked("kyrios"))
  g:choose("attack " .. c(g, "kyrios") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  eq(g:damage("rezel"), 0)
end)

scenario("10-1-6-2", "GD03-022 Gundam Kyrios: not during the opponent's turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-022", pilot = "ST07-012", rested = true, as = "kyrios"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "kyrios"))
  eq(g:loc("gm"), "trash", "Kyrios' battle damage destroys the attacker")
  eq(g:damage("rezel"), 0)
end)

scenario("10-1-6-2", "GD03-022 Gundam Kyrios: its attack that destroys nothing does nothing", function()
  local g = board("ST07-012")
  g:choose("attack " .. c(g, "kyrios") .. " p2")
  eq(g:damage("rezel"), 0)
  eq(g:damage("gm"), 0)
end)
