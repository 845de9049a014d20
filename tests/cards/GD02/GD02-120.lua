-- GD02-120 Aspiring Pilot: 【Action】Choose 1 of your (AEUG) Units/Bases. It recovers 2 HP.
-- 【Pilot】[Fa Yuiry]

scenario("8-4-1", "GD02-120 Aspiring Pilot: an (AEUG) Unit or Base of yours recovers 2 HP", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD02-120", as = "cmd"}},
                         base = {{"GD02-129", damage = 3, as = "argama"}},
                         battle = {{"GD02-080", damage = 1, rested = true, as = "nemo"}, {"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}, {"GD02-080", damage = 1, as = "enemy"}} } }
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "nemo"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "nemo"))
  g:expect_no_option(c(g, "gm"))
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "argama"))
  eq(g:damage("argama"), 1)
end)

scenario("10-1-8-1-1", "GD02-120 Aspiring Pilot: no (AEUG) Unit or Base of yours, it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 2, hand = {{"GD02-120", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}, "GD02-080"} } }
  g:choose("attack " .. c(g, "gundam") .. " p1")
  g:expect_no_option("play " .. c(g, "cmd"))
end)
