-- GD02-126 Shuji's Hideout: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】Choose 1 enemy Unit that is Lv.4 or lower. Deal 1 damage to it.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-126 Shuji's Hideout 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-126", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-8-1", "3-5-3"}, "GD02-126 Shuji's Hideout 【Destroyed】: 1 damage to an enemy Unit Lv.4 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-013", as = "gundam"}} },
                  p2 = { deck = 10, base = {{"GD02-126", damage = 2, as = "hideout"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " p2")
  g:expect_loc("hideout", "trash")
  eq(g:damage("gundam"), 1, "Lv.4; Big Zam (Lv.7) is not offered")
  eq(g:damage("bigzam"), 0)
end)
