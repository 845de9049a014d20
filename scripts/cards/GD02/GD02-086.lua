-- GD02-086 Jerid Messa
-- 【Burst】Add this card to your hand.
-- While you have another (Titans) Unit in play, this gets AP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this": the Unit this Pilot is paired with (3-3-9-2)
card:constant{
  condition = function(e)
    return #e:units{ side = "your", trait = "Titans", exclude = e.unit } > 0
  end,
  ap = 1,
}
