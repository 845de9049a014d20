-- EB01-078 Premium Unit Assembly: 【Main】All players each look at the top card of their deck. If it
-- is a Unit card, they may reveal it and add it to their hand. They return any remaining card to the
-- top or bottom of their deck.
-- Props: ST01-005 GM (a Unit), ST01-012 (a Command), four players.

scenario({"10-3-5", "10-1-3", "12-2-1"}, "EB01-078 Premium Unit Assembly: every player in the game, in turn from you, may take a Unit from the top",
         function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = {"ST01-005", {"ST01-012", as = "cmd1"}}, resources = 2, hand = {{"EB01-078", as = "pua"}} },
                  p2 = { deck = {"ST01-012", {"ST01-005", as = "gm2"}} },
                  p3 = { deck = {"ST01-005", {"ST01-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "pua"))
  g:expect_decision{ player = 1 }                  -- a Command: top or bottom only
  g:choose("option 2")
  eq(g:cards(1, "deck")[1], g:card("cmd1"), "at the bottom")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("gm2", "hand")
  g:expect_decision{ kind = "yesno", player = 3 }
  g:choose("no")
  g:choose("option 1")
  g:expect_loc("gm3", "deck")
end)
