-- GD05-117 Become a Shield
-- 【Main】/【Action】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.
-- 【Pilot】[Ride Mass] (the core lets it be paired as a Pilot)

-- Ruling: both Units are targets: without one of each the card can't be played (10-1-8-1-1).
-- Both are chosen first, then dealt 1 damage at once.  (Two targets: chosen in the function, so
-- that the dry run sees the second one.)
card:main_action(function(e)
  local mine = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  local enemy = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if not mine or not enemy then return end
  e:damage_all({ mine, enemy }, 1)
end)
