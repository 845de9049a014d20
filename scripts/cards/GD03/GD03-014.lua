-- GD03-014 Hizack Custom
-- While you have 2 or more (Titans) Units in play, this card in your hand gets cost -1.

card:constant{
  zone = "hand",
  condition = { count = "battle", trait = "Titans", min = 2 },
  cost = -1,
}
