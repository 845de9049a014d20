-- GD02-123 Sodon: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 friendly Unit token. During this
-- turn, it may choose an active enemy Unit with 5 or less AP as its attack target.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-123 Sodon 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-123", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-6-1", "8-2-1"}, "GD02-123 Sodon 【Deploy】: a friendly token may attack an active enemy with 5 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 3, shields = 2, hand = {{"GD02-123", as = "sodon"}},
                         battle = {{"T-007", as = "zaku"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "ap5"}, {"GD02-053", as = "ap6"}} } }
  g:choose("play " .. c(g, "sodon"))
  g:expect_option("attack " .. c(g, "zaku") .. " " .. c(g, "ap5"))
  g:expect_no_option("attack " .. c(g, "zaku") .. " " .. c(g, "ap6"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "ap5"))
end)
