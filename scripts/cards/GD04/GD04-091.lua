-- GD04-091 Deux Murasame
-- 【Burst】Add this card to your hand.
-- 【Destroyed】Choose 1 undamaged enemy Unit. Deal 1 damage to it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- The 【Destroyed】 of the Unit this Pilot is paired with (3-3-9-2): when that Unit is destroyed.
card:destroyed(function(e)
  local target = e:choose_one("Choose 1 undamaged enemy Unit",
                              e:units{ side = "enemy", where = function(e, unit)
                                return e:damage_of(unit) == 0
                              end })
  if target then e:damage(target, 1) end
end)
