-- GD02-090 Challia Bull (GQ)
-- 【Burst】Add this card to your hand.
-- While you have another Unit with <High-Maneuver> in play, this Unit gets AP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = function(e)
    return #e:units{ side = "your", keyword = "high-maneuver", exclude = e.unit } > 0
  end,
  ap = 1,
}
