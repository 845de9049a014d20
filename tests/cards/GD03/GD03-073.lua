-- GD03-073 Graze Ein: scenario tests of scripts/cards/GD03/GD03-073.lua.
-- <Blocker>  【During Link】【Activate･Action】【Once per Turn】If there are 6 or more (Gjallarhorn)
-- cards in your trash, choose 1 enemy Unit battling this Unit. It gets AP-3 during this battle.
--
-- Graze Ein (AP6 HP4) links with GD02-118 Heart Set on Revenge (a Command with 【Pilot】[Ein
-- Dalton], AP+1): AP7 HP4.  (Gjallarhorn) cards: GD03-080 Gundam Kimaris Trooper.  The enemy
-- GD01-027 Big Zam (AP5 HP6) attacks.

local GJALLARHORN6 = {"GD03-080", "GD03-080", "GD03-080", "GD03-080", "GD03-080", "GD03-080"}

local function board(trash, pilot)
  return game{ turn = 3, active = 2,
               p1 = { deck = 10, shields = 2, trash = trash, battle = {{"GD03-073", pilot = pilot, as = "ein"}} },
               p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-018", as = "rezel"}} } }
end

scenario({"10-1-7-5", "13-2-12-1", "13-2-13-1", "8-6-1"}, "GD03-073 Graze Ein: blocking, the enemy Unit it battles gets AP-3 during this battle",
         function()
  local g = board(GJALLARHORN6, "GD02-118")
  ok(g:linked("ein"))
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:expect_no_option("activate " .. c(g, "ein") .. " 1")     -- not battling yet (the block step)
  g:choose("block " .. c(g, "ein"))
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("activate " .. c(g, "ein") .. " 1")
  ok(logged(g, "Big Zam #" .. g:card("bigzam") .. " gets AP-3"))
  eq(g:ap("rezel"), 4, "not the Unit outside the battle")
  -- nothing more to do in the action step (【Once per Turn】): the damage step follows
  eq(g:damage("ein"), 2, "Big Zam hits with AP5-3")
  eq(g:loc("bigzam"), "trash", "Graze Ein (AP7) destroys Big Zam (HP6)")
end)

scenario("10-2-1", "GD03-073 Graze Ein: 5 (Gjallarhorn) cards in the trash, it can't be activated", function()
  local g = board({"GD03-080", "GD03-080", "GD03-080", "GD03-080", "GD03-080", "ST01-005"}, "GD02-118")
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:choose("block " .. c(g, "ein"))
  g:expect_no_option("activate " .. c(g, "ein") .. " 1")
end)

scenario("13-2-12-1", "GD03-073 Graze Ein: not linked, it can't be activated", function()
  local g = board(GJALLARHORN6, "ST02-010")
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:choose("block " .. c(g, "ein"))
  g:expect_no_option("activate " .. c(g, "ein") .. " 1")
end)

scenario("10-2-2", "GD03-073 Graze Ein: another Unit's battle, no enemy Unit battling it: no activation", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, trash = GJALLARHORN6, resources = 2, hand = {"GD01-115"},
                         battle = {{"GD03-073", pilot = "GD02-118", as = "ein"}, {"ST01-005", rested = true, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "gm"))
  g:pass()                                                   -- P1 does not block
  g:expect_state{ step = "action step" }   -- P1 could play GD01-115 Zeon Remnant Forces
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("activate " .. c(g, "ein") .. " 1")
end)
