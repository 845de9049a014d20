-- GD02-130 Sleipnir: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if a friendly (Gjallarhorn) Unit is in play,
-- choose 1 enemy Unit. It gets AP-2 during this turn.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-130 Sleipnir 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-130", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-6-1", "5-20-2"}, "GD02-130 Sleipnir 【Deploy】: with a (Gjallarhorn) Unit, an enemy Unit gets AP-2", function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = 2, hand = {{"GD02-130", as = "sleipnir"}}, battle = {"GD02-077"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "sleipnir"))
  g:expect_count(1, "hand", 1)
  eq(g:ap("bigzam"), 3)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-130 Sleipnir: no (Gjallarhorn) Unit: only the Shield", function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = 2, hand = {{"GD02-130", as = "sleipnir"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "sleipnir"))
  g:expect_count(1, "hand", 1)
  eq(g:ap("bigzam"), 5)
end)
