-- GD04-075 GN-X
-- Reduce the cost of this card in your hand by an amount equal to the number of (UN)/(Superpower
-- Bloc) Command cards in your trash.

-- (the filter is made once, when the script loads: the cost is asked at every decision)
local UN_OR_BLOC_COMMANDS = { type = "command", trait = { "UN", "Superpower Bloc" } }

card:constant{
  zone = "hand",
  cost = function(e) return -e:count("trash", UN_OR_BLOC_COMMANDS) end,
}
