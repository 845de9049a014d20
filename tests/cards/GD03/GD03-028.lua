-- GD03-028 Auda's Maganac: scenario tests of scripts/cards/GD03/GD03-028.lua.
-- 【Attack】If you are attacking an enemy Unit, this Unit gets AP+2 during this battle.
--
-- Auda's Maganac is AP2 HP3.  Props: enemy GD01-018 ReZEL (AP4 HP3), EXB-001 EX Base (HP3).

scenario({"13-2-7-1", "8-6-1"}, "GD03-028 Auda's Maganac 【Attack】: attacking a Unit, AP+2 during this battle", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-028", as = "auda"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "auda") .. " " .. c(g, "rezel"))
  eq(g:loc("rezel"), "trash", "AP4: ReZEL (HP3) destroyed")
  g:next_turn()
  eq(g:ap("auda"), 2, "only during that battle")
end)

scenario("10-2-1", "GD03-028 Auda's Maganac: attacking the player, no AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-028", as = "auda"}} },
                  p2 = { deck = 10, base = {{"EXB-001", as = "exbase"}} } }
  g:choose("attack " .. c(g, "auda") .. " p2")
  eq(g:loc("exbase"), "base", "AP2 on the EX Base (HP3)")
  eq(g:damage("exbase"), 2)
end)
