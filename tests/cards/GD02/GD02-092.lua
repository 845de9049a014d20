-- GD02-092 Shagia Frost: 【Burst】Add this card to your hand.
-- 【During Link】【Attack】Choose 1 of your (New UNE) Units. It gets AP+2 during this turn.

scenario("13-2-5-1", "GD02-092 Shagia Frost 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-092", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-12-1", "13-2-7-1"}, "GD02-092 Shagia Frost: linked, the attack gives a (New UNE) Unit AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-037", pilot = "GD02-092", as = "virsago"}, {"GD02-049", as = "d"},
                                              {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2 } }
  ok(g:linked("virsago"))
  g:choose("attack " .. c(g, "virsago") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "d"))
  eq(g:ap("d"), 1 + 2)
end)

scenario({"13-2-12-1", "10-2-1"}, "GD02-092 Shagia Frost: not linked, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-049", pilot = "GD02-092", as = "d"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "d") .. " p2")
  eq(g:ap("d"), 1 + 1)
end)
