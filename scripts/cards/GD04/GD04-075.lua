-- GD04-075 GN-X
-- Reduce the cost of this card in your hand by an amount equal to the number of (UN)/(Superpower
-- Bloc) Command cards in your trash.

card:constant{
  zone = "hand",
  cost = function(e)
    return -e:count("trash", { type = "command", trait = { "UN", "Superpower Bloc" } })
  end,
}
