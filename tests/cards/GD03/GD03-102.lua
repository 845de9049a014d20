-- GD03-102 Privileged Position: scenario tests of scripts/cards/GD03/GD03-102.lua.
-- 【Burst】Draw 1.
-- 【Action】Choose 1 of your (Titans) Link Units battling an enemy Unit. Set it as active.
--
-- GD03-004 Hambrabi ((Titans)) links with GD03-086 Yazan Gable; with ST02-010 Heero Yuy it does
-- not.  Hambrabi (AP5+1 HP3+2) attacks a rested ST01-005 GM (AP2 HP2).

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-102", as = "pp"}},
                      battle = {{"GD03-004", pilot = pilot, as = "hambrabi"}} },
               p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
end

scenario({"8-4-1", "10-1-8-1", "5-22-1"}, "GD03-102 Privileged Position 【Action】: a (Titans) Link Unit battling an enemy Unit is set active",
         function()
  local g = board("GD03-086")
  ok(g:linked("hambrabi"))
  g:choose("attack " .. c(g, "hambrabi") .. " " .. c(g, "gm"))
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "pp"))
  ok(not g:rested("hambrabi"), "set as active")
  eq(g:loc("gm"), "trash")
  g:expect_option("attack " .. c(g, "hambrabi") .. " p2")   -- active again: it may attack again
end)

scenario("10-1-8-1-1", "GD03-102 Privileged Position: not linked, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-102", as = "pp"}, "GD01-115"},
                         battle = {{"GD03-004", pilot = "ST02-010", as = "hambrabi"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "hambrabi") .. " " .. c(g, "bigzam"))
  g:expect_decision{ kind = "action", player = 1 }    -- GD01-115 could be played
  g:expect_no_option("play " .. c(g, "pp"))
end)

scenario("10-1-8-1-1", "GD03-102 Privileged Position: attacking the player, no enemy Unit in the battle", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-102", as = "pp"}, "GD01-115"},
                         battle = {{"GD03-004", pilot = "GD03-086", as = "hambrabi"}} },
                  p2 = { deck = 10, shields = 2, battle = {"GD01-027"} } }
  g:choose("attack " .. c(g, "hambrabi") .. " p2")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("play " .. c(g, "pp"))
end)

scenario("13-2-5-1", "GD03-102 Privileged Position 【Burst】: draw 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-102", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  g:expect_count(2, "hand", 1)
  eq(g:loc("card"), "trash")
end)
