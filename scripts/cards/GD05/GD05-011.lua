-- GD05-011 Calamity Gundam & Raider Gundam
-- 【Deploy】You may choose 1 of your other active (Earth Alliance) Units. Rest it. If you do,
-- choose 1 rested enemy Unit. Deal 2 damage to it.

card:deploy(function(e)
  local mine = e:choose_one("You may choose 1 of your other active (Earth Alliance) Units",
                            e:units{ side = "your", active = true, trait = "Earth Alliance", exclude = e.unit },
                            true)
  if not mine then return end
  e:rest(mine)
  if not e:is_rested(mine) then return end -- "If you do" (5-20-1)
  local target = e:choose_one("Choose 1 rested enemy Unit", e:units{ side = "enemy", rested = true })
  if target then e:damage(target, 2) end
end)
