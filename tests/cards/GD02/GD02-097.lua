-- GD02-097 Kamille Bidan: 【Burst】Add this card to your hand.
-- While there is a friendly white Base in play, this Unit gets AP+2.

scenario("13-2-5-1", "GD02-097 Kamille Bidan 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-097", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario("10-1-5-1", "GD02-097 Kamille Bidan: AP+2 while a friendly white Base is in play", function()
  local g = game{ p1 = { deck = 10, base = "GD02-130", battle = {{"ST01-005", pilot = "GD02-097", as = "gm"}} }, p2 = { deck = 10 } }
  eq(g:ap("gm"), 2 + 1 + 2)
  g = game{ p1 = { deck = 10, base = "ST01-015", battle = {{"ST01-005", pilot = "GD02-097", as = "gm"}} },
            p2 = { deck = 10, base = "GD02-130" } }
  eq(g:ap("gm"), 2 + 1, "a blue Base of yours, a white enemy Base: nothing")
end)
