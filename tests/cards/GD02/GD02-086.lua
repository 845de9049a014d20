-- GD02-086 Jerid Messa: 【Burst】Add this card to your hand.
-- While you have another (Titans) Unit in play, this gets AP+1.

scenario("13-2-5-1", "GD02-086 Jerid Messa 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-086", as = "jerid"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("jerid", "hand")
end)

scenario("10-1-5-1", "GD02-086 Jerid Messa: his Unit gets AP+1 beside another (Titans) Unit of yours", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD02-086", as = "gm"}, "GD02-013"} }, p2 = { deck = 10 } }
  eq(g:ap("gm"), 2 + 1 + 1)
  g = game{ p1 = { deck = 10, battle = {{"GD02-013", pilot = "GD02-086", as = "hizack"}, "ST01-005"} },
            p2 = { deck = 10, battle = {"GD02-013"} } }
  eq(g:ap("hizack"), 2 + 1, "its own Unit is not another one; an enemy (Titans) Unit does not count")
end)
