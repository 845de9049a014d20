-- GD02-025 Gundam Heavyarms: 【Deploy】Look at the top card of your deck. Return it to the top or
-- bottom of your deck.

scenario("13-2-6-1", "GD02-025 Gundam Heavyarms 【Deploy】: the top card to the bottom", function()
  local g = game{ p1 = { resources = 4, hand = {{"GD02-025", as = "heavyarms"}},
                         deck = {{"ST01-005", as = "second"}, "ST01-005", {"ST01-003", as = "top"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "heavyarms"))
  g:expect_decision{ kind = "action", player = 1 }     -- an option question
  g:choose("The bottom of your deck")
  eq(g:cards(1, "deck")[1], g:card("top"), "now the bottom card")
end)

scenario("13-2-6-1", "GD02-025 Gundam Heavyarms 【Deploy】: the top card stays on top", function()
  local g = game{ p1 = { resources = 4, hand = {{"GD02-025", as = "heavyarms"}},
                         deck = {"ST01-005", "ST01-005", {"ST01-003", as = "top"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "heavyarms"))
  g:choose("The top of your deck")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("top"))
end)
