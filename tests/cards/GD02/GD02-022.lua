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
