-- GD05-011 Calamity Gundam & Raider Gundam: 【Deploy】You may choose 1 of your other active (Earth
-- Alliance) Units. Rest it. If you do, choose 1 rested enemy Unit. Deal 2 damage to it.

local function board(mine)
  return game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-011", as = "calamity"}}, battle = mine },
               p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "rested1"},
                                           {"ST01-003", rested = true, as = "rested2"},
                                           {"ST01-005", as = "active"}} } }
end

scenario({"13-2-6-1", "5-20-1"}, "GD05-011 Calamity & Raider: rest another active (Earth Alliance) Unit, 2 damage to a rested enemy Unit",
         function()
  local g = board{ {"ST04-005", as = "dagger"}, {"ST04-005", rested = true, as = "rdagger"}, {"GD01-013", as = "gundam"} }
  g:choose("play " .. c(g, "calamity"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "dagger"))
  g:expect_no_option(c(g, "rdagger"))     -- already rested
  g:expect_no_option(c(g, "gundam"))      -- not (Earth Alliance)
  g:expect_no_option(c(g, "calamity"))    -- "other"
  g:choose(c(g, "dagger"))
  ok(g:rested("dagger"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "rested1"))
  g:expect_option(c(g, "rested2"))
  g:expect_no_option(c(g, "active"))
  g:choose(c(g, "rested2"))
  eq(g:damage("rested2"), 2)
  eq(g:damage("rested1"), 0)
end)

scenario({"13-2-6-1", "5-20-1", "10-1-3"}, "GD05-011 Calamity & Raider: declined, nothing is rested and no damage", function()
  local g = board{ {"ST04-005", as = "dagger"} }
  g:choose("play " .. c(g, "calamity"))
  g:choose({})
  ok(not g:rested("dagger"))
  eq(g:damage("rested1") + g:damage("rested2"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD05-011 Calamity & Raider: no other active (Earth Alliance) Unit: no question, no damage", function()
  local g = board{ {"GD01-013", as = "gundam"} }
  g:choose("play " .. c(g, "calamity"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(not g:rested("gundam"))
  eq(g:damage("rested1") + g:damage("rested2"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD05-011 Calamity & Raider: no rested enemy Unit: the Unit is rested, nothing else", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-011", as = "calamity"}}, battle = {{"ST04-005", as = "dagger"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "active"}} } }
  g:choose("play " .. c(g, "calamity"))
  g:choose(c(g, "dagger"))
  ok(g:rested("dagger"))
  eq(g:damage("active"), 0)
  g:expect_decision{ kind = "action", player = 1 }
end)
