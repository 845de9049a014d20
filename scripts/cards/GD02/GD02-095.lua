-- GD02-095 Lafter Frankland
-- 【Burst】Add this card to your hand.
-- 【Attack】If this Unit is damaged and Lv.5 or lower, it gains <High-Maneuver> during this
-- battle.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "If this Unit is damaged and Lv.5 or lower" is the whole effect's condition (10-2-1, Q100).
card:attack{
  condition = { self = { damaged = true, max_level = 5 } },
  gains = { "high-maneuver", lasts = "battle" }, -- it gains <High-Maneuver> during this battle.
}
