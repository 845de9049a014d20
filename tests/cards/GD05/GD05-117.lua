-- GD05-117 Become a Shield: 【Main】/【Action】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to
-- them.  【Pilot】[Ride Mass]

scenario({"13-2-3-1", "10-1-8-1-1"}, "GD05-117 Become a Shield: 1 damage to a Unit of yours and an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-117", as = "cmd"}},
                         battle = {{"ST01-001", as = "mine"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}, {"ST01-005", as = "egm"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gc"))
  g:choose(c(g, "mine"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "gc"))
  eq(g:damage("mine"), 1)
  eq(g:damage("gc"), 1)
  eq(g:damage("gm") + g:damage("egm"), 0)
end)

scenario("10-1-8-1-1", "GD05-117 Become a Shield: without a Unit of yours or an enemy Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-117", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))
  g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-117", as = "cmd"}} },
            p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("13-2-4-1", "GD05-117 Become a Shield 【Action】: 1 damage to your blocking Unit and the attacker", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 3, hand = {{"GD05-117", as = "cmd"}},
                         battle = {{"ST01-001", rested = true, as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "gc") .. " " .. c(g, "mine"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  ok(logged(g, "Guncannon #" .. g:card("gc") .. " takes 1 damage"))
  ok(logged(g, "Gundam #" .. g:card("mine") .. " takes 1 damage"))
end)
