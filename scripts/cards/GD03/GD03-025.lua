-- GD03-025 Gundam Sandrock Custom
-- Enemy Units choose one of your rested (Maganac Corps) Units as their attack target if possible
-- when attacking.

card:constant{
  applies = { side = "your", trait = "Maganac Corps", rested = true },
  lure = true,
}
