-- GD03-082 Union Flag
-- While you have 2 or more (Superpower Bloc)/(UN) Units in play, this card in your hand gets cost
-- -1.

card:constant{
  zone = "hand",
  condition = { count = "battle", trait = { "Superpower Bloc", "UN" }, min = 2 },
  cost = -1,
}
