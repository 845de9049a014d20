-- GD03-030 Gundam Kyrios (Tail Unit Flight Mode)
-- While you have a (CB) Link Unit in play, this card in your hand gets cost -1.

card:constant{
  zone = "hand",
  condition = { count = "battle", trait = "CB", linked = true, min = 1 },
  cost = -1,
}
