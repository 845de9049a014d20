-- GD02-122 Alexandria: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 rested enemy Unit that is Lv.4 or
-- lower. Deal 1 damage to it.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-122 Alexandria 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-122", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-6-1", "5-20-2"}, "GD02-122 Alexandria 【Deploy】: a Shield, then 1 damage to a rested enemy Unit Lv.4 or lower",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, shields = 2, hand = {{"GD02-122", as = "alexandria"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "lv4"}, {"GD01-027", rested = true, as = "lv7"},
                                              {"GD01-018", as = "active"}} } }
  g:choose("play " .. c(g, "alexandria"))
  g:expect_count(1, "hand", 1)
  eq(g:damage("lv4"), 1)
  eq(g:damage("lv7"), 0)
  eq(g:damage("active"), 0)
end)
