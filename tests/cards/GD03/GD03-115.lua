-- GD03-115 Distant Reunion: scenario tests of scripts/cards/GD03/GD03-115.lua.
-- 【Action】Choose 1 friendly Unit paired with an (X-Rounder) Pilot. It can't receive battle damage
-- from enemy Units with 2 or less AP during this battle. If you are Lv.7 or higher, it can't
-- receive battle damage from enemy Units with 5 or less AP instead.
--
-- P1's rested GD03-065 Zedas M (AP3 HP3) is paired with GD02-088 Flit Asuno ((X-Rounder), AP+1
-- HP+1): HP4.  P2 attacks it; in the action step P1 plays Distant Reunion.

local function board(resources, attacker)
  return game{ turn = 3, active = 2,
               p1 = { deck = 10, resources = resources, hand = {{"GD03-115", as = "cmd"}},
                      battle = {{"GD03-065", pilot = "GD02-088", rested = true, as = "zedas"}} },
               p2 = { deck = 10, battle = {{attacker, as = "attacker"}} } }
end

scenario({"8-4-1", "10-1-8-1", "8-6-1"}, "GD03-115 Distant Reunion: no battle damage from an enemy Unit with 2 or less AP", function()
  local g = board(3, "ST01-005")              -- GM: AP2
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "zedas"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("zedas"), 0)
  eq(g:loc("attacker"), "trash", "Zedas M still deals its damage")
end)

scenario("10-1-8-1", "GD03-115 Distant Reunion: below Lv.7, an enemy Unit with 4 AP still deals damage", function()
  local g = board(6, "GD01-018")              -- ReZEL: AP4
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "zedas"))
  g:choose("play " .. c(g, "cmd"))
  eq(g:loc("zedas"), "trash", "4 battle damage on HP4")
end)

scenario({"10-1-8-1", "10-1-9-1-1"}, "GD03-115 Distant Reunion: at Lv.7, 5 or less AP instead", function()
  local g = board(7, "GD01-018")
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "zedas"))
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("zedas"), 0)
end)

scenario("10-1-8-1-1", "GD03-115 Distant Reunion: a Pilot that is not (X-Rounder), it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD03-115", as = "cmd"}, "GD01-115"},
                         battle = {{"GD03-065", pilot = "ST02-010", rested = true, as = "zedas"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} } }
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "zedas"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
