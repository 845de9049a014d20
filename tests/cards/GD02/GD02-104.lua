-- GD02-104 Turning Point of History: 【Main】Look at the top 3 cards of your deck and return 1 to
-- the top. Return the remaining cards to the bottom of your deck. Then, if you have a (Newtype)
-- Pilot in play, draw 1.

scenario({"10-1-8-1", "5-20-2"}, "GD02-104 Turning Point of History: 1 to the top, 2 to the bottom, draw with a (Newtype) Pilot",
         function()
  local g = game{ p1 = { resources = 1, hand = {{"GD02-104", as = "cmd"}},
                         battle = {{"ST01-005", pilot = "ST01-010"}},   -- Amuro Ray: (Newtype)
                         deck = {{"ST01-005", as = "old_bottom"}, {"GD02-030", as = "c3"}, {"GD02-013", as = "c2"},
                                 {"GD02-080", as = "c1"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "c3"))                 -- back on top
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "c1"))                 -- to the bottom first
  g:expect_loc("c3", "hand")           -- the draw takes the top card
  local deck = g:cards(1, "deck")
  eq(deck[1], g:card("c2"), "the second one under the first")
  eq(deck[2], g:card("c1"))
  eq(deck[3], g:card("old_bottom"))
end)

scenario({"10-1-8-1", "10-2-1"}, "GD02-104 Turning Point of History: no (Newtype) Pilot, no draw", function()
  local g = game{ p1 = { resources = 1, hand = {{"GD02-104", as = "cmd"}}, battle = {{"ST01-005", pilot = "GD01-089"}},
                         deck = {"ST01-005", "ST01-005", {"GD02-030", as = "c3"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = "ST03-011"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:choose(c(g, "c3"))
  g:choose(1)
  g:expect_count(1, "hand", 0)
  local deck = g:cards(1, "deck")
  eq(deck[3], g:card("c3"))
end)
