-- GD05-067 Wing Gundam Zero (EW)
-- While a rested enemy Unit is in play, this Unit gains <Suppression>.
-- (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)
-- 【Attack】Choose 1 enemy Unit. Rest it.

card:constant{
  condition = { count = "battle", side = "enemy", type = "unit", rested = true },
  keywords = { "suppression" },
}

card:attack{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  rest_it = true, -- Rest it.
}
