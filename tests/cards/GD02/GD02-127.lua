-- GD02-127 Freeden: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】Place the top 2 cards of your deck into your trash.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-127 Freeden 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-127", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-8-1", "3-5-3"}, "GD02-127 Freeden 【Destroyed】: the top 2 cards of its owner's deck to the trash", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} },
                  p2 = { deck = {"ST01-005", {"GD02-065", as = "second"}, {"GD02-067", as = "top"}},
                         base = {{"GD02-127", as = "freeden"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " p2")
  g:expect_loc("freeden", "trash")
  g:expect_loc("top", "trash")
  g:expect_loc("second", "trash")
  g:expect_count(2, "deck", 1)
  g:expect_count(1, "deck", 10)
end)
