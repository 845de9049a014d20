-- Rules 7: the flow of a turn.

scenario("7-3-1", "the active player draws one card in the draw phase", function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, hand = 2, resource_deck = 5 },
                  p2 = { deck = 10 } }
  g:expect_state{ phase = "main phase", active = 1, turn = 2 }
  g:expect_count(1, "hand", 3)
  g:expect_count(1, "deck", 9)
  g:expect_count(2, "hand", 0)
end)

scenario({"7-3-1-1", "1-2-2-2"}, "drawing the last card of the deck loses the game", function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 1 }, p2 = { deck = 10 } }
  g:expect_state{ over = true, winner = 2, reason = "deck out" }
end)
