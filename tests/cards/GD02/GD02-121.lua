-- GD02-121 Dominion: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 friendly blue Unit. It recovers 2 HP.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-121 Dominion 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-121", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-6-1", "5-20-2"}, "GD02-121 Dominion 【Deploy】: a Shield to the hand, then a blue Unit recovers 2 HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = {"ST01-005", {"ST01-005", as = "top"}},
                         hand = {{"GD02-121", as = "dominion"}},
                         battle = {{"GD01-027", damage = 3, as = "green"}, {"GD02-006", damage = 3, as = "blue"}} },
                  p2 = { deck = 10, battle = {{"GD02-013", damage = 1, as = "enemy"}} } }
  g:choose("play " .. c(g, "dominion"))
  g:expect_loc("top", "hand")
  eq(g:damage("blue"), 1, "the only blue friendly Unit")
  eq(g:damage("green"), 3)
  eq(g:damage("enemy"), 1)
end)
