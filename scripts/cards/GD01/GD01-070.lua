-- GD01-070 Gundam Aerial
-- While there are 4 or more Command cards in your trash, this card in your hand gets cost -2.

card:constant{
  zone = "hand",
  condition = function(e) return e:count("trash", { type = "command" }) >= 4 end,
  cost = -2,
}
