-- EB01-063 Io Fleming
-- 【Burst】Add this card to your hand.
-- If there are 2 or more other rested Units in play, this Unit gains <Repair 2>.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "other": any player's rested Units but the Unit this Pilot is paired with
card:constant{
  condition = function(e) return #e:units{ side = "any", rested = true, exclude = e.unit } >= 2 end,
  keywords = { repair = 2 },
}
