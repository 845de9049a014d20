-- ST05-010 Mikazuki Augus: scenario tests of scripts/cards/ST05/ST05-010.lua.
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.
--
-- Props: ST05-004 Graze Custom (AP2 HP2), ST01-005 GM (AP2 HP2), ST05-006 Hyakuren (HP3).
use_cards("tests/data/cards/leave-before.json") -- TEST-LB-001/002: the Unit leaves before its effect resolves

scenario({"13-2-9-1", "3-3-9-2"}, "ST05-010 Mikazuki Augus 【When Paired】: 1 damage to 1 of your Units and 1 enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-010", as = "mika"}},
                         battle = {{"ST05-004", as = "graze"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}, {"ST05-006", as = "hyakuren"}} } }
  g:choose("pair " .. c(g, "mika") .. " " .. c(g, "graze"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "graze"))         -- the Unit Mikazuki is paired with is one of yours
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gm"))
  g:expect_no_option(c(g, "graze"))
  g:choose(c(g, "hyakuren"))
  eq(g:damage("gm"), 1)
  eq(g:damage("hyakuren"), 1)
  eq(g:damage("graze"), 0)
  eq(g:damage("enemy"), 0)
end)

scenario({"13-2-9-1", "10-1-3"}, "ST05-010 Mikazuki Augus: no enemy Unit, your Unit still takes 1 damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-010", as = "mika"}},
                         battle = {{"ST05-004", as = "graze"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "mika") .. " " .. c(g, "graze"))
  eq(g:damage("graze"), 1, "its only Unit, chosen without asking")
end)

scenario("13-2-5-1", "ST05-010 Mikazuki Augus 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST05-010", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)

-- Ruling (docs/rulings): "Choose 1 of your Units and 1 enemy Unit" activates when either can be chosen
-- (1-3-2, 10-1-3: as much as possible) and is not activated when neither can (10-2-2, Q100).
-- TEST-LB-002 pairs Mikazuki with your only Unit and returns that Unit (and Mikazuki, 3-3-6) to the
-- hand at once: the 【When Paired】 resolves afterwards, with no Unit of yours left.
scenario({"13-2-9-1", "1-3-2", "10-1-6-4"}, "ST05-010 Mikazuki Augus: no Unit of yours left, an enemy Unit: the enemy Unit alone", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-002", as = "cmd"}, {"ST05-010", as = "mika"}},
                         battle = {{"ST05-004", as = "graze"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("graze", "hand"):expect_loc("mika", "hand")
  eq(g:damage("enemy"), 1, "1 damage to the enemy Hyakuren")
  ok(logged(g, "Mikazuki Augus #" .. g:card("mika") .. ": effect resolves"), "its 【When Paired】 resolved")
end)

scenario({"13-2-9-1", "10-2-2", "Q100"}, "ST05-010 Mikazuki Augus: neither a Unit of yours nor an enemy Unit: not activated", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-LB-002", as = "cmd"}, {"ST05-010", as = "mika"}},
                         battle = {{"ST05-004", as = "graze"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("graze", "hand"):expect_loc("mika", "hand")
  ok(logged(g, "Mikazuki Augus #" .. g:card("mika") .. " is paired with Graze Custom"), "it was paired, then returned")
  ok(not logged(g, "Mikazuki Augus #" .. g:card("mika") .. ": effect resolves"), "its 【When Paired】 is not activated")
  g:expect_decision{ kind = "action", player = 1 }
end)
