-- GD03-084 Paptimus Scirocco: scenario tests of scripts/cards/GD03/GD03-084.lua.
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 of your other Units. It gains <Repair 2> during this turn. Then, if it is
-- a (Jupitris) Unit, draw 1.
--
-- Scirocco (Lv.5) links with GD03-003 Messala ((Jupitris) Trait).  Props: GD03-012 Messala (MA
-- Mode) ((Jupitris), <Repair 1>), GD03-014 Hizack Custom ((Titans), not (Jupitris)); ST02-010 Heero Yuy links with nothing here.

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 5, hand = {{pilot, as = "pilot"}},
                      battle = {{"GD03-003", as = "messala"}, {"GD03-012", as = "ma"}, {"GD03-014", as = "hc"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-11-1", "13-1-1-2", "5-20-2"}, "GD03-084 Scirocco 【When Linked】: a (Jupitris) Unit gains <Repair 2> this turn, draw 1",
         function()
  local g = board("GD03-084")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "messala"))
  ok(g:linked("messala"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "messala"))          -- "your other Units"
  g:choose(c(g, "ma"))
  eq(g:keyword("ma", "repair"), 1 + 2, "added to its own <Repair 1>")
  g:expect_count(1, "hand", 1)
  g:next_turn()
  eq(g:keyword("ma", "repair"), 1, "only during this turn")
end)

scenario("5-20-2", "GD03-084 Scirocco: a Unit that is not (Jupitris) gains <Repair 2>, no draw", function()
  local g = board("GD03-084")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "messala"))
  g:choose(c(g, "hc"))
  eq(g:keyword("hc", "repair"), 2)
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-5-1", "GD03-084 Scirocco 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-084", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
