-- EB01-084 30cm Cannon (APFSDS Round): 【Main】/【Action】 a Unit with <Blocker> is set as active and
-- can't attack this turn.  (【Pilot】: the core.)
-- Props: ST01-008 Demi Trainer (<Blocker>), ST01-005 GM.

scenario({"10-1-8-1", "5-4-1"}, "EB01-084 30cm Cannon: the rested <Blocker> is set as active and can't attack", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-084", as = "cmd"}},
                         battle = {{"ST01-008", rested = true, as = "demi"}, {"ST01-005", rested = true, as = "gm"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("play " .. c(g, "cmd"))
  ok(not g:rested("demi"))
  ok(g:rested("gm"), "no <Blocker>: not offered")
  g:expect_no_option("attack " .. c(g, "demi") .. " p2")
end)

scenario("10-1-8-1-1", "EB01-084 30cm Cannon: no Unit with <Blocker>: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-084", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("9-2", "EB01-084 30cm Cannon: 【Action】 an enemy <Blocker> may be chosen too", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, resources = 4, hand = {{"EB01-084", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"ST01-008", rested = true, as = "edemi"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  ok(not g:rested("edemi"))
end)
