-- ST08-011 Lane Aim
-- 【Burst】Add this card to your hand.
-- When you draw with an effect, if this is a blue Unit, it gains <High-Maneuver> during this turn.
-- (This Unit can't be blocked.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("drawn", function(e) e:grant(e.unit, "high-maneuver") end, {
  by_effect = true,
  condition = function(e) return e.unit ~= e.card and e:matches(e.unit, { color = "Blue" }) end,
  filter = function(e) return e.event_player == e.me end,
})
