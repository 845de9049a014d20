-- ST07-010 Tieria Erde: scenario tests of scripts/cards/ST07/ST07-010.lua.
-- 【Burst】Add this card to your hand.
-- 【Destroyed】If it is your opponent's turn and this is a (CB) Unit, draw 1.
--
-- Tieria is paired with ST07-003 Gundam Virtue ((CB) AP5+1 HP4+1) or ST01-005 GM (not (CB)).

scenario({"13-2-8-1", "13-2-8-2-1", "3-3-9-2"}, "ST07-010 Tieria Erde 【Destroyed】: a (CB) Unit destroyed in the opponent's turn, draw 1",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST07-003", pilot = "ST07-010", rested = true, damage = 4, as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "virtue"))
  g:expect_loc("virtue", "trash")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario({"13-2-8-1", "10-2-1"}, "ST07-010 Tieria Erde: destroyed during your own turn, no draw", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-003", pilot = "ST07-010", damage = 4, as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "virtue") .. " " .. c(g, "gm"))
  g:expect_loc("virtue", "trash")
  g:expect_count(1, "hand", 0)
end)

scenario({"13-2-8-1", "10-2-1"}, "ST07-010 Tieria Erde: a Unit that is not (CB), no draw", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST01-005", pilot = "ST07-010", rested = true, as = "mygm"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "hyakuren") .. " " .. c(g, "mygm"))
  g:expect_loc("mygm", "trash")
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-5-1", "ST07-010 Tieria Erde 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST07-010", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
