-- GD03-056 Gundam Barbatos Adapt: scenario tests of scripts/cards/GD03/GD03-056.lua.
-- 【Deploy】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.
--
-- Barbatos Adapt is AP2 HP4.  Props: own ST01-005 GM (HP2), enemy ST01-005 GM, GD01-027 Big Zam.
use_cards("tests/data/cards/leave-before.json") -- TEST-LB-001/002: the Unit leaves before its effect resolves

scenario("13-2-6-1", "GD03-056 Barbatos Adapt 【Deploy】: 1 damage to 1 of your Units and 1 enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-056", as = "adapt"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "adapt"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "adapt"))                 -- Barbatos Adapt is one of your Units
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "mine"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "bigzam"))
  eq(g:damage("mine"), 1)
  eq(g:damage("bigzam"), 1)
  eq(g:damage("adapt"), 0)
  eq(g:damage("gm"), 0)
end)

scenario("10-1-3", "GD03-056 Barbatos Adapt: no enemy Unit, your Unit still takes 1 damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-056", as = "adapt"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "adapt"))
  eq(g:damage("adapt"), 1, "the only Unit of yours")
end)

-- Ruling (docs/rulings): "Choose 1 of your Units and 1 enemy Unit" activates when either can be chosen
-- (1-3-2, 10-1-3: as much as possible) and is not activated when neither can (10-2-2, Q100).
-- TEST-LB-001 deploys GD03-056 and returns it to the hand at once: its 【Deploy】 resolves afterwards,
-- with no Unit of yours left.
scenario({"13-2-6-1", "1-3-2", "10-1-6-4"}, "GD03-056 Barbatos Adapt: no Unit of yours left, an enemy Unit: the enemy Unit alone", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-001", as = "cmd"}, {"GD03-056", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("unit", "hand")
  eq(g:damage("enemy"), 1, "1 damage to the enemy Big Zam")
  ok(logged(g, "Gundam Barbatos Adapt #" .. g:card("unit") .. ": effect resolves"), "its 【Deploy】 resolved")
end)

scenario({"13-2-6-1", "10-2-2", "Q100"}, "GD03-056 Barbatos Adapt: neither a Unit of yours nor an enemy Unit: not activated", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-001", as = "cmd"}, {"GD03-056", as = "unit"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("unit", "hand")
  ok(logged(g, "Gundam Barbatos Adapt #" .. g:card("unit") .. ": battle area -> hand"), "it was deployed, then returned")
  ok(not logged(g, "Gundam Barbatos Adapt #" .. g:card("unit") .. ": effect resolves"), "its 【Deploy】 is not activated")
  g:expect_decision{ kind = "action", player = 1 }
end)
