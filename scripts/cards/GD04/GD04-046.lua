-- GD04-046 Gundam Dynames
-- 【Deploy】You may rest this Unit. If you do, choose 1 enemy Unit that is Lv.3 or lower. Deal 2
-- damage to it.

card:deploy(function(e)
  -- You may rest this Unit.  (One already rested can't be rested: 1-3-2-1, so no "if you do".)
  if e:location(e.unit) ~= "battle area" or e:is_rested(e.unit) then return end
  if not e:may("Rest this Unit to deal 2 damage to an enemy Unit that is Lv.3 or lower?") then return end
  e:rest(e.unit)
  if not e:is_rested(e.unit) then return end
  -- If you do, choose 1 enemy Unit that is Lv.3 or lower. Deal 2 damage to it.
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.3 or lower",
                              e:units{ side = "enemy", max_level = 3 })
  if target then e:damage(target, 2) end
end)
