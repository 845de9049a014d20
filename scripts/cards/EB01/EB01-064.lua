-- EB01-064 Rondo Gina Sahaku
-- 【Burst】Add this card to your hand.
-- While this Unit has <Repair>, it gains <Breach 1>.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- <Repair> printed on the Unit or gained (from an effect, or another constant effect)
card:constant{
  condition = function(e) return e:has_keyword(e.unit, "repair") end,
  keywords = { breach = 1 },
}
