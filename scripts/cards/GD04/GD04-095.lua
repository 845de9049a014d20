-- GD04-095 Lunamaria Hawke
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 of your (Minerva Squad) Units. During this turn, battle damage it would
-- receive is dealt to this Unit instead.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked(function(e)
  local unit = e:choose_one("Choose 1 of your (Minerva Squad) Units",
                            e:units{ side = "your", trait = "Minerva Squad" })
  if unit then e:redirect_damage(unit, e.unit, "turn") end
end)
