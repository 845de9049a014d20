-- GD02-020 Elmeth: 【Deploy】Look at the top 5 cards of your deck. You may reveal 1 green (Zeon)
-- Pilot card among them and add it to your hand. Return the remaining cards randomly to the
-- bottom of your deck.  【During Link】 This Unit gets AP+2.

scenario({"13-2-6-1", "10-1-3"}, "GD02-020 Elmeth 【Deploy】: a green (Zeon) Pilot of the top 5 to the hand, the rest to the bottom",
         function()
  local g = game{ p1 = { resources = 6, hand = {{"GD02-020", as = "elmeth"}},
                         deck = {{"ST01-005", as = "bottom"}, {"GD03-092", as = "nyaan"}, {"ST03-011", as = "char"},
                                 {"GD02-088", as = "flit"}, "ST01-005", {"GD02-089", as = "lalah"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "elmeth"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_option(c(g, "char"))
  g:expect_option(c(g, "lalah"))
  g:expect_no_option(c(g, "nyaan"))      -- (Zeon), but red
  g:expect_no_option(c(g, "flit"))       -- green, but no (Zeon)
  g:choose(c(g, "lalah"))
  g:expect_loc("lalah", "hand")
  ok(logged(g, "Lalah Sune", 2), "revealed: the opponent sees it")
  local deck = g:cards(1, "deck")
  eq(#deck, 5)
  eq(deck[#deck], g:card("bottom"), "the 6th card is now the top one")
end)

scenario({"13-2-6-1", "10-1-3"}, "GD02-020 Elmeth 【Deploy】: you may take nothing", function()
  local g = game{ p1 = { resources = 6, hand = {{"GD02-020", as = "elmeth"}},
                         deck = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", {"GD02-089", as = "lalah"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "elmeth"))
  g:choose({})
  g:expect_loc("lalah", "deck")
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-12-1", "GD02-020 Elmeth 【During Link】: AP+2 with Lalah Sune", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-020", pilot = "GD02-089", as = "linked"},
                                              {"GD02-020", pilot = "ST03-011", as = "paired"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("linked"))
  eq(g:ap("linked"), 4 + 1 + 2)
  eq(g:ap("paired"), 4 + 1, "Char Aznable does not link")
end)
