-- GD04-056 Sword Impulse Gundam
-- 【Deploy】Deal 1 damage to this Unit. If you do, choose 1 enemy Unit with 3 or less AP. Rest it.

card:deploy(function(e)
  -- Deal 1 damage to this Unit (only while it is in the battle area).
  if e:location(e.unit) ~= "battle area" then return end
  local before = e:damage_of(e.unit)
  e:damage(e.unit, 1)
  -- If you do (5-20-1): the damage was dealt -- it is on the Unit, or it destroyed it.
  local dealt = e:location(e.unit) ~= "battle area" or e:damage_of(e.unit) > before
  if not dealt then return end
  local target = e:choose_one("Choose 1 enemy Unit with 3 or less AP", e:units{ side = "enemy", max_ap = 3 })
  if target then e:rest(target) end
end)
