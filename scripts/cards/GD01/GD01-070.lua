-- GD01-070 Gundam Aerial
-- While there are 4 or more Command cards in your trash, this card in your hand gets cost -2.

card:constant{
  zone = "hand",
  condition = { count = "trash", type = "command", min = 4 },
  cost = -2,
}
