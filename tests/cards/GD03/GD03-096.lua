-- GD03-096 Jamil Neate: scenario tests of scripts/cards/GD03/GD03-096.lua.
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】You may discard 1. If you do, draw 1.
--
-- Jamil links with GD03-051 Gundam X Divider ([Jamil Neate]); ST01-005 GM has no link.

local function board(unit)
  return game{ p1 = { deck = {"ST01-005", {"GD01-018", as = "top"}}, hand = {{"ST01-005", as = "card"}},
                      battle = {{unit, pilot = "GD03-096", as = "unit"}} },
               p2 = { deck = 10, shields = 2 } }
end

scenario({"13-2-12-2", "5-20-1"}, "GD03-096 Jamil Neate 【During Link】【Attack】: discard 1, then draw 1", function()
  local g = board("GD03-051")
  ok(g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:choose(c(g, "card"))
  eq(g:loc("card"), "trash")
  eq(g:loc("top"), "hand")
end)

scenario("10-1-3", "GD03-096 Jamil Neate: declined, no draw", function()
  local g = board("GD03-051")
  g:choose("attack " .. c(g, "unit") .. " p2")
  g:choose({})
  eq(g:loc("card"), "hand")
  eq(g:loc("top"), "deck")
end)

scenario("13-2-12-1", "GD03-096 Jamil Neate: not linked, nothing", function()
  local g = board("ST01-005")
  g:choose("attack " .. c(g, "unit") .. " p2")
  g:expect_count(2, "shields", 1)
  eq(g:loc("card"), "hand")
end)

scenario("13-2-5-1", "GD03-096 Jamil Neate 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-096", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
