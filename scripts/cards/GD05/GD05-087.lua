-- GD05-087 Lauda Neill
-- 【Burst】Add this card to your hand.
-- While this Unit is (Academy), it gains <High-Maneuver>.
-- (This Unit can't be blocked.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = function(e) return e:has_trait(e.unit, "Academy") end,
  keywords = { "high-maneuver" },
}
