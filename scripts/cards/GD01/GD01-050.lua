-- GD01-050 LaGOWE
-- 【Attack】If this Unit has 5 or more AP and it is attacking an enemy Unit, choose 1 enemy Unit.
-- Deal 2 damage to it.

card:attack(function(e)
  local _, target = e:battle()
  if e:ap(e.unit) < 5 or not target then return end
  local chosen = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if chosen then e:damage(chosen, 2) end
end)
