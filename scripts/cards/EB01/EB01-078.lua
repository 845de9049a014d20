-- EB01-078 Premium Unit Assembly
-- 【Main】All players each look at the top card of their deck. If it is a Unit card, they may reveal it
-- and add it to their hand. They return any remaining card to the top or bottom of their deck.

-- Each player in turn (from the turn player, e:all_players) looks at their own top card, decides
-- whether to reveal and take it, and where to return it: their questions (player = p).
local function each_looks(e)
  for _, p in ipairs(e:all_players()) do
    local top = e:deck_top(1, p)[1]
    if top then
      e:look({ top }, p)
      if e:matches(top, { type = "unit" })
         and e:may("A Unit card: reveal it and add it to your hand?", { player = p }) then
        e:reveal({ top })
        e:to_hand(top)
      elseif e:choose_option("Return the card to the top or the bottom of your deck",
                             { "Top of the deck", "Bottom of the deck" }, { player = p }) == 2 then
        e:to_deck(top, "bottom")
      end
    end
  end
end

card:main(each_looks)
