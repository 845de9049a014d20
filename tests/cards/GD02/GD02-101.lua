-- GD02-101 Beneath the Mask: 【Main】/【Action】Choose 1 to 2 enemy Units that are Lv.2 or lower. Rest
-- them.

scenario("10-1-8-1", "GD02-101 Beneath the Mask 【Main】: rest 2 enemy Units that are Lv.2 or lower", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD02-101", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"GD02-030", as = "b"}, {"GD01-018", as = "c3"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_no_option(c(g, "c3"))
  g:choose({ c(g, "a"), c(g, "b") })
  ok(g:rested("a")); ok(g:rested("b")); ok(not g:rested("c3"))
end)

scenario({"8-4-1", "10-1-8-1"}, "GD02-101 Beneath the Mask 【Action】: rest the attacker's partner in the action step", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 1, shields = 2, hand = {{"GD02-101", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  ok(g:rested("gm"), "the only Lv.2 or lower one")
end)

scenario("10-1-8-1-1", "GD02-101 Beneath the Mask: no enemy Unit Lv.2 or lower, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD02-101", as = "cmd"}} },
                  p2 = { deck = 10, battle = {"GD01-018"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
