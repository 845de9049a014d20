-- GD02-094 Garrod Ran & Tiffa Adill
-- 【Burst】Add this card to your hand.
-- 【When Paired】You may discard 1. If you do, look at the top 3 cards of your deck. You may reveal
-- 1 (Vulture) Unit card among them and add it to your hand. Return the remaining cards randomly
-- to the bottom of your deck.

local VULTURE_UNIT = { type = "unit", trait = "Vulture" }

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_paired{
  -- You may discard 1 (up to 1 card of your hand).  If you do (5-20-1), ...
  target = { "You may discard 1", from = "hand", min = 0, max = 1 },
  run = function(e, discarded)
    if #discarded == 0 then return end
    e:discard_card(discarded[1])
    -- look at the top 3 cards of your deck.
    local top3 = e:deck_top(3)
    e:look(top3)
    -- You may reveal 1 (Vulture) Unit card among them and add it to your hand.
    local vulture = {}
    for _, c in ipairs(top3) do
      if e:matches(c, VULTURE_UNIT) then vulture[#vulture + 1] = c end
    end
    local chosen = e:choose_one("You may reveal 1 (Vulture) Unit card and add it to your hand",
                                vulture, true)
    if chosen then
      e:reveal{ chosen }
      e:to_hand(chosen)
    end
    -- Return the remaining cards randomly to the bottom of your deck.
    local rest = {}
    for _, c in ipairs(top3) do
      if c ~= chosen then rest[#rest + 1] = c end
    end
    e:to_deck_randomly(rest, "bottom")
  end,
}
