-- GD03-116 Towards Destiny
-- 【Main】/【Action】Choose 1 friendly (Vagan) Unit and 1 enemy Unit. Deal 2 damage to them.

card:main_action(function(e)
  -- both are targets: without either, the card can't be played (10-1-8-1-1)
  local mine = e:choose_one("Choose 1 friendly (Vagan) Unit", e:units{ side = "friendly", trait = "Vagan" })
  local theirs = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  local targets = {}
  if mine then targets[#targets + 1] = mine end
  if theirs then targets[#targets + 1] = theirs end
  e:damage_all(targets, 2) -- to both at once
end)
