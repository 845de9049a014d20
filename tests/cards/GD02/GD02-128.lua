-- GD02-128 Hammerhead: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn and a friendly (Teiwaz)
-- Link Unit is in play, choose 1 enemy Unit with 2 or less AP. Destroy it.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-128 Hammerhead 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-128", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-6-1", "5-20-2"}, "GD02-128 Hammerhead 【Deploy】: your turn, a (Teiwaz) Link Unit: destroy an enemy AP2 Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = 2, hand = {{"GD02-128", as = "hammerhead"}},
                         battle = {{"GD02-061", pilot = "GD02-095", as = "hyakuri"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "hammerhead"))
  g:expect_count(1, "hand", 1)
  g:expect_loc("gm", "trash")
  g:expect_loc("rezel", "battle")
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-128 Hammerhead: no (Teiwaz) Link Unit: only the Shield", function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = 2, hand = {{"GD02-128", as = "hammerhead"}},
                         battle = {{"GD02-061", as = "hyakuri"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "hammerhead"))
  g:expect_count(1, "hand", 1)
  g:expect_loc("gm", "battle")
end)
