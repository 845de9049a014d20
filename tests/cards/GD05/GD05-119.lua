-- GD05-119 A Wind Against Fires: 【Action】Choose 1 enemy Unit that is battling one of your Units that
-- is Lv.5 or higher. It gets AP-3 during this battle.  【Pilot】[Zechs Merquise]

scenario({"13-2-4-1", "5-22-1", "8-6-1"}, "GD05-119 A Wind Against Fires: the enemy attacker of your Lv.5 Unit gets AP-3 during this battle",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 5, hand = {{"GD05-119", as = "cmd"}},
                         battle = {{"GD05-020", rested = true, as = "nu"}} },                       -- Lv.5 AP4 HP4
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"ST01-005", as = "gm"}} } }   -- AP5
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "nu"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  ok(logged(g, "Big Zam #" .. g:card("bigzam") .. " gets AP-3"))
  eq(g:damage("nu"), 2, "Big Zam dealt 5 - 3")
  eq(g:damage("bigzam"), 4)
  eq(g:ap("bigzam"), 5, "during this battle only")
  eq(g:ap("gm"), 2)
end)

scenario({"13-2-4-1", "10-1-8-1-1"}, "GD05-119 A Wind Against Fires: your attacker of Lv.5 or higher; not a Lv.4 Unit, not an attack on you",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-119", as = "cmd"}}, battle = {{"GD05-020", as = "nu"}} },
                  p2 = { deck = 10, hand = {"ST01-005"}, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "nu") .. " " .. c(g, "bigzam"))
  if g:decision().player == 2 then g:pass() end
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("nu"), 2, "Big Zam dealt 5 - 3")

  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, shields = 2, resources = 5, hand = {{"GD05-119", as = "cmd"}},
                   battle = {{"GD01-013", rested = true, as = "lv4"}, "GD05-020"} },
            p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"ST01-005", as = "gm"}} } }
  -- the Unit battling is Lv.4: P1 has nothing to play and is not even asked
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "lv4"))
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_loc("lv4", "trash")
  g:expect_loc("cmd", "hand")
  g:choose("attack " .. c(g, "gm") .. " p1")
  -- an attack on the player: no Unit of yours battling; P1 is not even asked
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_loc("cmd", "hand")
  g:expect_count(1, "shields", 0)      -- one to Big Zam's <Breach 4>, one to GM
end)
