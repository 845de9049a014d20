-- GD03-111 Infiltrator Present: scenario tests of scripts/cards/GD03/GD03-111.lua.
-- 【Main】/【Action】Choose 1 friendly (Mafty) Unit. It gets AP+3 during this turn.
--
-- Props: GD03-043 Messer Type-F02 ((Mafty), AP3), ST01-005 GM.

scenario({"10-1-8-1", "7-6-6-1"}, "GD03-111 Infiltrator Present: a friendly (Mafty) Unit gets AP+3 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-111", as = "cmd"}},
                         battle = {{"GD03-043", as = "messer"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:ap("messer"), 6)
  eq(g:ap("gm"), 2)
  g:next_turn()
  eq(g:ap("messer"), 3)
end)

scenario("10-1-8-1-1", "GD03-111 Infiltrator Present: no friendly (Mafty) Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-111", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"GD03-043"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
