-- GD02-055 Gundam Gusion Rebake: 【Deploy】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to
-- them.
use_cards("tests/data/cards/leave-before.json") -- TEST-LB-001/002: the Unit leaves before its effect resolves

scenario("13-2-6-1", "GD02-055 Gusion Rebake 【Deploy】: 1 damage to 1 Unit of yours and 1 enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-055", as = "gusion"}}, battle = {{"GD02-068", as = "b3"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "gusion"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "rezel"))
  g:choose(c(g, "b3"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gusion"))
  g:choose(c(g, "bigzam"))
  eq(g:damage("b3"), 1)
  eq(g:damage("bigzam"), 1)
  eq(g:damage("gusion"), 0)
  eq(g:damage("rezel"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD02-055 Gusion Rebake: no enemy Unit -- 1 damage to your Unit all the same", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-055", as = "gusion"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gusion"))
  eq(g:damage("gusion"), 1, "itself, the only Unit of yours")
end)

-- Ruling (docs/rulings): "Choose 1 of your Units and 1 enemy Unit" activates when either can be chosen
-- (1-3-2, 10-1-3: as much as possible) and is not activated when neither can (10-2-2, Q100).
-- TEST-LB-001 deploys GD02-055 and returns it to the hand at once: its 【Deploy】 resolves afterwards,
-- with no Unit of yours left.
scenario({"13-2-6-1", "1-3-2", "10-1-6-4"}, "GD02-055 Gusion Rebake: no Unit of yours left, an enemy Unit: the enemy Unit alone", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-001", as = "cmd"}, {"GD02-055", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("unit", "hand")
  eq(g:damage("enemy"), 1, "1 damage to the enemy GM")
  ok(logged(g, "Gundam Gusion Rebake #" .. g:card("unit") .. ": effect resolves"), "its 【Deploy】 resolved")
end)

scenario({"13-2-6-1", "10-2-2", "Q100"}, "GD02-055 Gusion Rebake: neither a Unit of yours nor an enemy Unit: not activated", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-001", as = "cmd"}, {"GD02-055", as = "unit"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("unit", "hand")
  ok(logged(g, "Gundam Gusion Rebake #" .. g:card("unit") .. ": battle area -> hand"), "it was deployed, then returned")
  ok(not logged(g, "Gundam Gusion Rebake #" .. g:card("unit") .. ": effect resolves"), "its 【Deploy】 is not activated")
  g:expect_decision{ kind = "action", player = 1 }
end)
