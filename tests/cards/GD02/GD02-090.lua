-- GD02-090 Challia Bull (GQ): 【Burst】Add this card to your hand.
-- While you have another Unit with <High-Maneuver> in play, this Unit gets AP+1.

scenario("13-2-5-1", "GD02-090 Challia Bull (GQ) 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-090", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario("10-1-5-1", "GD02-090 Challia Bull: AP+1 beside another Unit of yours with <High-Maneuver>", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD02-090", as = "gm"}, "GD02-074"} }, p2 = { deck = 10 } }
  eq(g:ap("gm"), 2 + 1 + 1)
  g = game{ p1 = { deck = 10, battle = {{"GD02-074", pilot = "GD02-090", as = "aerial"}} },
            p2 = { deck = 10, battle = {"GD02-074"} } }
  eq(g:ap("aerial"), 5 + 1, "its own <High-Maneuver> and the enemy's do not count")
end)
