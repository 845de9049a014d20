-- GD03-110 Eliminate Target: scenario tests of scripts/cards/GD03/GD03-110.lua.
-- 【Main】/【Action】Choose 1 Pilot paired with an enemy Unit that is Lv.5 or lower. Destroy it.
--
-- Enemy: ST01-001 Gundam (Lv.4, AP3 HP4) with GD03-100 Soma Peries (AP+1 HP+1; 【Destroyed】
-- Choose 1 enemy Unit. It gets AP-3), GD01-027 Big Zam (Lv.7) with ST01-011 Suletta Mercury.

local function board(enemy)
  return game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-110", as = "et"}},
                      battle = {{"ST01-005", as = "gm"}} },
               p2 = { deck = 10, battle = enemy } }
end

scenario({"4-9-1", "3-3-6"}, "GD03-110 Eliminate Target: the Pilot alone goes to the trash, its Unit stays unpaired", function()
  local g = board{ {"ST01-001", pilot = {"GD03-100", as = "soma"}, as = "gundam"},
                   {"GD01-027", pilot = {"ST01-011", as = "suletta"}, as = "bigzam"} }
  eq(g:ap("gundam"), 4)
  g:choose("play " .. c(g, "et"))   -- Soma is the only Pilot of a Unit Lv.5 or lower: taken
  g:expect_loc("soma", "trash")
  g:expect_loc("gundam", "battle")
  ok(not g:paired("gundam"), "the Gundam is no longer paired")
  eq(g:ap("gundam"), 3)
  eq(g:hp("gundam"), 4)
  g:expect_loc("suletta", "battle")  -- Big Zam is Lv.7
  ok(g:paired("bigzam"))
end)

scenario("13-2-8", "GD03-110 Eliminate Target: the Pilot's 【Destroyed】 is its Unit's, and the Unit was not destroyed", function()
  local g = board{ {"ST01-001", pilot = {"GD03-100", as = "soma"}, as = "gundam"} }
  g:choose("play " .. c(g, "et"))
  g:expect_loc("soma", "trash")
  eq(g:ap("gm"), 2, "Soma's 【Destroyed】 (AP-3 to an enemy Unit) did not trigger")
  eq(#g:pending_triggers(), 0)
end)

scenario({"10-1-8-1", "3-3-1"}, "GD03-110 Eliminate Target: no Pilot paired with an enemy Unit of Lv.5 or lower, it can't be played",
         function()
  local g = board{ {"GD01-027", pilot = "ST01-011"}, {"ST01-001", as = "alone"} }
  g:expect_no_option("play " .. c(g, "et"))
end)

scenario("10-1-8-1", "GD03-110 Eliminate Target: your own paired Units are not enemy Units", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-110", as = "et"}},
                         battle = {{"ST01-001", pilot = "GD03-100"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "et"))
end)

scenario("10-1-8-1", "GD03-110 Eliminate Target: two Pilots, the player chooses which", function()
  local g = board{ {"ST01-001", pilot = {"GD03-100", as = "soma"}},
                   {"ST01-001", pilot = {"ST01-011", as = "suletta"}, as = "g2"} }
  g:choose("play " .. c(g, "et"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "suletta"))
  g:expect_loc("suletta", "trash")
  g:expect_loc("soma", "battle")
  ok(not g:paired("g2"))
end)
