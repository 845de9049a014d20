-- GD02-022 G-Exes: 【Once per Turn】When you place an EX Resource, choose 1 of your (AGE System)
-- Units. It gains <Breach 2> during this turn.
-- Props: GD02-029 Gundam AGE-1 Normal (AGE System), TEST-A19-009 (【Main】Place 1 EX Resource),
-- ST01-005 GM.

use_cards("tests/data/cards/api19.json")

scenario({"5-17-3-2-1", "13-2-13-1"}, "GD02-022 G-Exes: an EX Resource placed: an (AGE System) Unit gains <Breach 2>, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"TEST-A19-009", as = "ex1"}, {"TEST-A19-009", as = "ex2"}},
                         battle = {{"GD02-022", as = "gexes"}, {"GD02-029", as = "age1"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ex1"))
  eq(g:keyword("age1", "breach"), 2)
  g:choose("play " .. c(g, "ex2"))
  eq(g:keyword("age1", "breach"), 2, "【Once per Turn】")
end)

scenario({"7-4-1"}, "GD02-022 G-Exes: not a normal Resource", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, resource_deck = {"R-001"},
                                               battle = {{"GD02-022", as = "gexes"}, {"GD02-029", as = "age1"}} },
                  p2 = { deck = 10 } }
  g:next_turn()                         -- P1's resource phase
  eq(g:keyword("age1", "breach"), 0)
end)

-- (The scenarios below were written for the set's first script of this card, on main: they hold for this one.)
-- GD02-022 G-Exes: 【Once per Turn】When you place an EX Resource, choose 1 of your (AGE System)
-- Units. It gains <Breach 2> during this turn.

scenario({"13-2-13-1", "13-1-2-1"}, "GD02-022 G-Exes: an EX Resource placed gives an (AGE System) Unit <Breach 2>, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4,
                         hand = {{"GD02-103", as = "device1"}, {"GD02-103", as = "device2"}},
                         battle = {{"GD02-022", as = "gexes"}, {"GD02-029", as = "age1"}, {"GD02-031", as = "titus"}} },
                  p2 = { deck = 10, battle = {{"GD02-029", as = "enemy"}} } }
  g:choose("play " .. c(g, "device1"))       -- AGE Device: place 1 EX Resource
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gexes"))         -- not (AGE System)
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "age1"))
  eq(g:keyword("age1", "breach"), 2)
  eq(g:keyword("titus", "breach"), 0)
  g:choose("play " .. c(g, "device2"))
  eq(g:keyword("titus", "breach"), 0, "【Once per Turn】")
  g:expect_decision{ kind = "action", player = 1 }
  g:next_turn()
  eq(g:keyword("age1", "breach"), 0, "during this turn only")
end)

scenario("13-2-13-1", "GD02-022 G-Exes: a Resource placed in the resource phase is no EX Resource", function()
  local g = game{ phase = "start", turn = 3,
                  p1 = { deck = 10, resource_deck = {"R-001"}, battle = {{"GD02-022", as = "gexes"}, {"GD02-029", as = "age1"}} },
                  p2 = { deck = 10 } }
  g:expect_state{ phase = "main phase" }
  g:expect_count(1, "resources", 1)
  eq(g:keyword("age1", "breach"), 0)
end)

scenario("13-2-13-1", "GD02-022 G-Exes: the opponent's EX Resource does not count", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD02-022", as = "gexes"}, {"GD02-029", as = "age1"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"GD02-103", as = "device"}},
                         battle = {{"GD02-029", as = "enemy"}} } }
  g:choose("play " .. c(g, "device"))
  g:expect_decision{ kind = "action", player = 2 }
  eq(g:keyword("age1", "breach"), 0)
  eq(g:keyword("enemy", "breach"), 0)
end)
