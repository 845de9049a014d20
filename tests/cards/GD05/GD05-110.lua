-- GD05-110 Darkness Finger: 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 2 damage to it. Then, if you have a Unit with "Master
-- Gundam" in its card name in play, draw 1.

scenario({"13-2-3-1", "5-20-2", "2-2-3"}, "GD05-110 Darkness Finger: 2 damage; with Master Gundam in play, draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-110", as = "cmd"}}, battle = {"GD05-033"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("bigzam"), 2)
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-3-1", "5-20-2"}, "GD05-110 Darkness Finger: without Master Gundam no draw; an enemy Master Gundam does not count", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-110", as = "cmd"}}, battle = {"GD05-036"} },
                  p2 = { deck = 10, battle = {{"GD05-033", as = "master"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("master"), 2)
  g:expect_count(1, "hand", 0)
end)

scenario({"13-2-5-1", "10-1-8-1-1"}, "GD05-110 Darkness Finger 【Burst】: 2 damage to an enemy Unit; none: nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-001", as = "gundam"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-110", as = "cmd"}} } }
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:choose("yes")
  eq(g:damage("gundam"), 2)
  g:expect_count(2, "hand", 0)
end)

scenario("13-2-4-1", "GD05-110 Darkness Finger 【Action】: 2 damage to the attacker", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 4, hand = {{"GD05-110", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "shields", 2)
end)
