-- GD04-015 Gun EZ: 【Deploy】 rest 1 of your active (League Militaire) Units and 1 enemy Unit that
-- is Lv.3 or lower.
-- Props: GD04-014 Shokew ((League Militaire)), GD04-005 GM III (Lv.2), GD04-010 Gaplant (Lv.4).
use_cards("tests/data/cards/leave-before.json") -- TEST-LB-001/002: the Unit leaves before its effect resolves

scenario({"13-2-6-1", "10-3-3"}, "GD04-015 Gun EZ: 1 of your (League Militaire) Units and 1 enemy Lv.3 or lower Unit are rested",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-015", as = "gunez"}},
                         battle = {{"GD04-014", as = "shokew"}, {"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "enemy_gm3"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "gunez"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm3"))          -- not (League Militaire)
  g:choose(c(g, "shokew"))
  -- only the GM III is Lv.3 or lower: taken without a question
  ok(g:rested("shokew"), "Shokew rested")
  ok(g:rested("enemy_gm3"), "the enemy GM III rested")
  ok(not g:rested("gaplant"), "Lv.4 is not chosen")
  ok(not g:rested("gunez"), "Gun EZ itself was not chosen")
end)

scenario({"13-2-6-1", "1-3-2"}, "GD04-015 Gun EZ: itself as the only (League Militaire) Unit; no enemy target, it is still rested",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-015", as = "gunez"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "gunez"))
  ok(g:rested("gunez"), "Gun EZ is an active (League Militaire) Unit of yours")
  ok(not g:rested("gaplant"))
end)

-- Ruling (docs/rulings): "Choose 1 of your Units and 1 enemy Unit" activates when either can be chosen
-- (1-3-2, 10-1-3: as much as possible) and is not activated when neither can (10-2-2, Q100).
-- TEST-LB-001 deploys GD04-015 and returns it to the hand at once: its 【Deploy】 resolves afterwards,
-- with no Unit of yours left.
scenario({"13-2-6-1", "1-3-2", "10-1-6-4"}, "GD04-015 Gun EZ: no Unit of yours left, an enemy Unit: the enemy Unit alone", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-001", as = "cmd"}, {"GD04-015", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("unit", "hand")
  ok(g:rested("enemy"), "the enemy Lv.2 GM III rested")
  ok(logged(g, "Gun EZ #" .. g:card("unit") .. ": effect resolves"), "its 【Deploy】 resolved")
end)

scenario({"13-2-6-1", "10-2-2", "Q100"}, "GD04-015 Gun EZ: neither a Unit of yours nor an enemy Unit: not activated", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-001", as = "cmd"}, {"GD04-015", as = "unit"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("unit", "hand")
  ok(logged(g, "Gun EZ #" .. g:card("unit") .. ": battle area -> hand"), "it was deployed, then returned")
  ok(not logged(g, "Gun EZ #" .. g:card("unit") .. ": effect resolves"), "its 【Deploy】 is not activated")
  g:expect_decision{ kind = "action", player = 1 }
end)
