-- GD01-016 Jegan
-- While you have 2 or more (Earth Federation) Units in play, this card in your hand gets cost -1.

card:constant{
  zone = "hand",
  condition = function(e) return #e:units{ side = "your", trait = "Earth Federation" } >= 2 end,
  cost = -1,
}
