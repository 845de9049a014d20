-- GD03-089 Bernard Wiseman
-- 【Burst】Add this card to your hand.
-- Increase this Unit's AP by an amount equal to the number of (Cyclops Team) Pilot cards/Command
-- cards with unique names in your trash.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:constant{
  -- (Cyclops Team) qualifies both: (Cyclops Team) Pilot cards and (Cyclops Team) Command cards,
  -- each name counted once (docs/rulings/GD03.md)
  ap = function(e)
    local names, n = {}, 0
    for _, c in ipairs(e:cards("trash", { trait = "Cyclops Team" })) do
      if e:matches(c, { type = "pilot" }) or e:matches(c, { type = "command" }) then
        local name = e:name(c)
        if not names[name] then
          names[name] = true
          n = n + 1
        end
      end
    end
    return n
  end,
}
