-- GD05-025 Demi Barding: 【Deploy】Look at the top 3 cards of your deck. You may reveal 1 Command
-- card among them and add it to your hand. Return the remaining cards randomly to the bottom of
-- your deck.

scenario({"13-2-6-1", "10-1-3"}, "GD05-025 Demi Barding 【Deploy】: a Command card of the top 3 to the hand, the rest to the bottom",
         function()
  local g = game{ p1 = { deck = {{"ST01-005", as = "bottom"}, {"GD05-111", as = "fourth"}, {"ST01-012", as = "pilotcmd"},
                                 {"GD05-111", as = "cmd"}, {"GD05-085", as = "pilot"}},      -- pilot on top
                         resources = 4, hand = {{"GD05-025", as = "demi"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "demi"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "cmd"))
  g:expect_option(c(g, "pilotcmd"))      -- a Command with 【Pilot】 is a Command card
  g:expect_no_option(c(g, "pilot"))      -- a Pilot card
  g:expect_no_option(c(g, "fourth"))     -- not among the top 3
  g:choose(c(g, "cmd"))
  g:expect_loc("cmd", "hand")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"))
  local bottom2 = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom2[g:card("pilot")] and bottom2[g:card("pilotcmd")])
end)

scenario({"13-2-6-1", "10-1-3"}, "GD05-025 Demi Barding: no Command card among the top 3: nothing taken", function()
  local g = game{ p1 = { deck = {{"GD05-111", as = "fourth"}, "ST01-005", "ST01-005", "GD05-085"},
                         resources = 4, hand = {{"GD05-025", as = "demi"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "demi"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "hand", 0)
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"))
end)
