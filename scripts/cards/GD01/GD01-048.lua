-- GD01-048 Zaku I Sniper Type
-- 【Activate･Main】<Support 1> (the core handles it)
-- 【Deploy】Look at the top card of your deck. If it is a (Zeon)/(Neo Zeon) Unit card, you may
-- reveal it and add it to your hand. Return any remaining card to the bottom of your deck.

card:deploy{
  condition = { count = "deck" }, -- (an empty deck: nothing to look at)
  run = function(e)
    -- Look at the top card of your deck.
    local top = e:deck_top(1)[1]
    e:look{ top }
    -- If it is a (Zeon)/(Neo Zeon) Unit card, you may reveal it and add it to your hand.
    if e:matches(top, { type = "unit", trait = { "Zeon", "Neo Zeon" } })
       and e:may("Reveal " .. e:name(top) .. " and add it to your hand?") then
      e:reveal{ top }
      e:to_hand(top)
      return
    end
    -- Return any remaining card to the bottom of your deck.
    e:to_deck(top, "bottom")
  end,
}
