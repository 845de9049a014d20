-- ST04-006 Aegis Gundam
-- 【Attack】If this Unit has 5 or more AP, choose 1 enemy Unit that is Lv.5 or higher. Deal 3
-- damage to it.

card:attack(function(e)
  if e:ap(e.unit) >= 5 then
    local target = e:choose_one("Choose 1 enemy Unit that is Lv.5 or higher",
                                e:units{ side = "enemy", min_level = 5 })
    if target then e:damage(target, 3) end
  end
end)
