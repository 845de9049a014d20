-- GD05-095 Gyunei Guss
-- 【Burst】Add this card to your hand.
-- While this Unit is (Neo Zeon), it gains <Blocker>.
-- (Rest this Unit to change the attack target to it.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = function(e) return e:has_trait(e.unit, "Neo Zeon") end,
  keywords = { "blocker" },
}
