-- GD03-089 Bernard Wiseman
-- 【Burst】Add this card to your hand.
-- Increase this Unit's AP by an amount equal to the number of (Cyclops Team) Pilot cards/Command
-- cards with unique names in your trash.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- (Cyclops Team) qualifies both: (Cyclops Team) Pilot cards and (Cyclops Team) Command cards,
-- each name counted once (docs/rulings/GD03.md).  The filters are matched in C.
local PILOTS = { trait = "Cyclops Team", type = "pilot" }
local COMMANDS = { trait = "Cyclops Team", type = "command" }

-- n plus the number of new names among the cards in your trash that pass the filter (the names
-- seen are kept in `names`, so that each counts once).
local function count_names(e, filter, names, n)
  for _, c in ipairs(e:cards("trash", filter)) do
    local name = e:name(c)
    if not names[name] then
      names[name] = true
      n = n + 1
    end
  end
  return n
end

card:constant{
  ap = function(e)
    local cards = e:count("trash", PILOTS) + e:count("trash", COMMANDS)
    if cards <= 1 then return cards end -- (no name to count twice)
    local names = {}
    return count_names(e, COMMANDS, names, count_names(e, PILOTS, names, 0))
  end,
}
