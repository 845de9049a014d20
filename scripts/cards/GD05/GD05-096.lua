-- GD05-096 Chad Chadan
-- 【Burst】Add this card to your hand.
-- 【Attack】You may deal 1 damage to this Unit. If you do, choose 1 of your other (Tekkadan) Units.
-- It recovers 1 HP.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- Ruling: "If you do" holds when the damage was dealt, also when it destroyed this Unit.
card:attack(function(e)
  if not e:may("Deal 1 damage to this Unit?") then return end
  local before = e:damage_of(e.unit)
  e:damage(e.unit, 1)
  local still_here = e:location(e.unit) == "battle area"
  if still_here and e:damage_of(e.unit) <= before then return end -- not dealt (5-20-1)
  local other = e:choose_one("Choose 1 of your other (Tekkadan) Units",
                             e:units{ side = "your", trait = "Tekkadan", exclude = e.unit })
  if other then e:recover(other, 1) end
end)
