-- vanguard -- a house rule: the standard game where each player fixes up to N
-- chosen cards as the top of their deck before the opening draw (the "Vanguard"
-- of ../shared/seeds/other-game-b-initial-hand.txt).
--
-- Before the opening hand each player, in turn from Player One, chooses up to
-- `size` cards of their deck (default 2, --set size=N, at most 5).  The rest of
-- the deck is shuffled, the chosen cards are put on top in the order chosen, the
-- opening hand is drawn, and then the deck is shuffled again.

return extend("standard", {
  name = "vanguard",
  summary = "House rule: fix up to N chosen cards on top of the deck before the opening draw",
  options = { size = 2 },

  before_hand = function(e)
    local size = math.max(0, math.min(5, e.options.size))
    if size == 0 then return end
    local deck = e:cards("deck")
    e:look(deck) -- the player searches their own deck: they see what they choose from
    local picks = e:choose("choose up to " .. size .. " cards for your opening hand (in order)",
                           deck, { min = 0, max = size })
    e:shuffle()
    for i = #picks, 1, -1 do e:to_deck(picks[i], "top") end
  end,

  -- After the opening hand is drawn, "the main deck is shuffled again".
  mulligan = function(e)
    e:shuffle()
    if e:may("redraw your opening hand? (6-2-1-6)") then
      local hand = e:cards("hand")
      for _, c in ipairs(hand) do e:to_deck(c, "bottom") end
      e:draw(#hand)
      e:shuffle()
    end
  end,
})
