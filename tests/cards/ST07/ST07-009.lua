-- ST07-009 Setsuna F. Seiei: scenario tests of scripts/cards/ST07/ST07-009.lua.
-- 【Burst】Add this card to your hand.
-- 【Attack】This Unit gets AP+1 during this turn. If there are 7 or more (CB) cards in your trash,
-- all your (CB) Units get AP+1 instead.
--
-- Setsuna links with ST07-002 Gundam Exia (AP4+2).  Props: ST07-006 Gundam Dynames ((CB) AP3),
-- ST01-005 GM; trash of GD04-064 Gundam Exia ((CB) cards).

local function trash_of(n)
  local t = {}
  for i = 1, n do t[i] = "GD04-064" end
  return t
end

scenario("13-2-7-1", "ST07-009 Setsuna 【Attack】: this Unit gets AP+1", function()
  local g = game{ p1 = { deck = 10, trash = trash_of(6),
                         battle = {{"ST07-002", pilot = "ST07-009", as = "exia"}, {"ST07-006", as = "dynames"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "exia") .. " p2")
  eq(g:ap("exia"), 4 + 2 + 1)
  eq(g:ap("dynames"), 3)
  g:next_turn()
  eq(g:ap("exia"), 6, "during this turn only")
end)

scenario({"13-2-7-1", "Q105"}, "ST07-009 Setsuna 【Attack】: 7 (CB) cards in the trash, all your (CB) Units get AP+1 instead", function()
  local g = game{ p1 = { deck = 10, trash = trash_of(7),
                         battle = {{"ST07-002", pilot = "ST07-009", as = "exia"}, {"ST07-006", as = "dynames"},
                                   {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST07-006", as = "enemy"}} } }
  g:choose("attack " .. c(g, "exia") .. " p2")
  eq(g:ap("exia"), 4 + 2 + 1, "+1, not +2")
  eq(g:ap("dynames"), 4)
  eq(g:ap("gm"), 2)
  eq(g:ap("enemy"), 3)
end)

scenario("13-2-5-1", "ST07-009 Setsuna 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST07-009", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
