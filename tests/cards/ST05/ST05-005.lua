-- ST05-005 Gundam Gusion Rebake: scenario tests of scripts/cards/ST05/ST05-005.lua.
-- 【Destroyed】Choose 1 enemy Unit with 4 or less AP. Rest it.
--
-- Gusion Rebake is AP3 HP4.  Props (enemy): ST05-006 Hyakuren (AP4 HP3), ST05-009 Graze (AP2 HP2), ST07-003 Gundam Virtue
-- (AP5 HP4), ST01-005 GM (AP2 HP2).  Gusion (3 damage taken) is destroyed attacking a GM.

scenario({"13-2-8-1", "13-2-8-2"}, "ST05-005 Gusion Rebake 【Destroyed】: rest an enemy Unit with 4 or less AP", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST05-005", as = "gusion", damage = 3}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST05-006", as = "hyakuren"},
                                              {"ST05-009", as = "graze"}, {"ST07-003", as = "virtue"}} } }
  g:choose("attack " .. c(g, "gusion") .. " " .. c(g, "gm"))   -- GM deals 2: Gusion (1 HP left) is destroyed
  g:expect_loc("gusion", "trash")
  g:expect_loc("gm", "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "graze"))
  g:expect_no_option(c(g, "virtue"))     -- AP5
  g:choose(c(g, "hyakuren"))
  ok(g:rested("hyakuren"))
  ok(not g:rested("virtue"))
end)

scenario({"13-2-8-1", "10-2-2"}, "ST05-005 Gusion Rebake 【Destroyed】: no enemy Unit with 4 or less AP, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST05-005", as = "gusion", damage = 3}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST07-003", as = "virtue"}} } }
  g:choose("attack " .. c(g, "gusion") .. " " .. c(g, "gm"))
  g:expect_loc("gusion", "trash")
  ok(not g:rested("virtue"))
  g:expect_decision{ kind = "action", player = 1 }
end)
