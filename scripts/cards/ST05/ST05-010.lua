-- ST05-010 Mikazuki Augus
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.

card:burst(function(e)
  e:to_hand(e.card)
end)

-- The Pilot's text is its Unit's (3-3-9-2).
card:when_paired(function(e)
  -- both are chosen first (the Unit Mikazuki is paired with may be yours); with only one of
  -- them, that one takes the damage (10-1-3: as much as possible), as GD03-056
  local mine = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  local theirs = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  local targets = {}
  if mine then targets[#targets + 1] = mine end
  if theirs then targets[#targets + 1] = theirs end
  e:damage_all(targets, 1) -- to both at once
end)
