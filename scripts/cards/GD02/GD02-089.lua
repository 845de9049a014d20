-- GD02-089 Lalah Sune
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 of your other (Zeon) Link Units. It gains <Breach 1> during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired(function(e)
  -- "other": other than this Unit (the one Lalah Sune is paired with)
  local target = e:choose_one("Choose 1 of your other (Zeon) Link Units",
                              e:units{ side = "your", trait = "Zeon", linked = true, exclude = e.unit })
  if target then e:grant(target, "breach", 1, "turn") end
end)
