-- GD04-124 9th Tactical Testing Sector: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to
-- your hand.  When you place an EX Resource, choose 1 friendly (Academy) Unit. It gets AP+2 during
-- this turn.
-- Props: TEST-A19-009 (【Main】Place 1 EX Resource), GD01-084 Beguir-Pente (Academy, AP2).
use_cards("tests/data/cards/api19.json")

scenario({"5-17-3-2-1"}, "GD04-124 9th Tactical Testing Sector: an EX Resource placed: an (Academy) Unit gets AP+2, each time", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-009", as = "ex1"}, {"TEST-A19-009", as = "ex2"}},
                         base = {{"GD04-124", as = "sector"}}, battle = {{"GD01-084", as = "bp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ex1"))
  eq(g:ap("bp"), 4)
  g:choose("play " .. c(g, "ex2"))
  eq(g:ap("bp"), 6)
end)

-- (The scenarios below were written for the set's first script of this card, on main: they hold for this one.)
-- GD04-124 9th Tactical Testing Sector: when you place an EX Resource, a friendly (Academy) Unit
-- gets AP+2 during this turn; 【Burst】, 【Deploy】.
-- Props: ST02-002 Wing Gundam (Bird Mode) (【Deploy】 place 1 EX Resource), GD04-031 Heindree
-- ((Academy), AP3), GD04-005 GM III.

scenario({"10-1-6-1", "5-17-3-2-1"}, "GD04-124 9th Tactical Testing Sector: an EX Resource placed, an (Academy) Unit gets AP+2",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, base = "GD04-124", hand = {{"ST02-002", as = "wing"}},
                         battle = {{"GD04-031", as = "heindree"}, {"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "wing"))
  g:expect_count(1, "resources", 4)
  eq(g:ap("heindree"), 5)
  eq(g:ap("gm3"), 3)
end)

scenario("10-1-6-2", "GD04-124 9th Tactical Testing Sector: a Resource placed in the resource phase is not an EX Resource",
         function()
  local g = game{ phase = "start",
                  p1 = { deck = 10, resources = 3, resource_deck = {"R-001"}, base = "GD04-124",
                         battle = {{"GD04-031", as = "heindree"}} },
                  p2 = { deck = 10 } }
  g:expect_state{ active = 1, phase = "main phase" }
  g:expect_count(1, "resources", 4)
  eq(g:ap("heindree"), 3)
end)

scenario("10-1-6-2", "GD04-124 9th Tactical Testing Sector: the opponent's EX Resource does nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST02-002", as = "wing"}} },
                  p2 = { deck = 10, base = "GD04-124", battle = {{"GD04-031", as = "heindree"}} } }
  g:choose("play " .. c(g, "wing"))
  eq(g:ap("heindree"), 3)
end)

scenario("13-2-5-1", "GD04-124 9th Tactical Testing Sector 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD04-124", as = "sector"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("sector"), "base")
  g:expect_count(2, "hand", 1)
end)
