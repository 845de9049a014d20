-- partial-mulligan -- a house rule: the standard game with another card game's
-- mulligan (rule 101.4 of ../shared/seeds/other-game-a-rules-100-104.txt).
--
-- Once, after seeing the opening hand, each player in turn from Player One may
-- set aside any number of cards of their hand, put them on the bottom of their
-- deck, and draw that many.  (It replaces the redraw of 6-2-1-6.)

return extend("standard", {
  name = "partial-mulligan",
  summary = "House rule: put any number of opening-hand cards on the bottom and draw as many",

  mulligan = function(e)
    local hand = e:cards("hand")
    local back = e:choose("choose the cards to put on the bottom of your deck (any number)",
                          hand, { min = 0, max = #hand })
    for _, c in ipairs(back) do e:to_deck(c, "bottom") end
    e:draw(#back)
  end,
})
