-- GD02-124 Diva: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- During your turn, while you are Lv.7 or higher, all friendly green (Earth Federation) Units get
-- AP+1.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-124 Diva 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-124", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario("10-1-5-1", "GD02-124 Diva: your turn, Lv.7: friendly green (Earth Federation) Units AP+1", function()
  local g = game{ p1 = { deck = 10, resources = 7, base = "GD02-124",
                         battle = {{"GD02-029", as = "age1"}, {"ST01-005", as = "blue"}, {"GD01-035", as = "zeon"}} },
                  p2 = { deck = 10, battle = {{"GD02-029", as = "enemy"}} } }
  eq(g:ap("age1"), 3 + 1)
  eq(g:ap("blue"), 2, "blue")
  eq(g:ap("zeon"), 2, "no (Earth Federation)")
  eq(g:ap("enemy"), 3)
  g:next_turn()
  eq(g:ap("age1"), 3, "not in the opponent's turn")
end)

scenario({"10-1-5-1", "10-2-1"}, "GD02-124 Diva: Lv.6, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 6, base = "GD02-124", battle = {{"GD02-029", as = "age1"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("age1"), 3)
end)
