-- ST08-001 Ξ Gundam
-- While you have no Units that are Lv.6 or higher in play, this card in your hand gets Lv. -1 and
-- cost -1 for each enemy Unit in play.
-- 【When Paired】Choose 1 enemy Unit with the highest Lv. Deal 3 damage to it.

local function per_enemy_unit(e) return -#e:units{ side = "enemy" } end

card:constant{
  zone = "hand",
  condition = function(e) return #e:units{ side = "your", min_level = 6 } == 0 end,
  level = per_enemy_unit,
  cost = per_enemy_unit,
}

card:when_paired(function(e)
  local highest
  for _, u in ipairs(e:units{ side = "enemy" }) do
    if not highest or e:level(u) > highest then highest = e:level(u) end
  end
  if not highest then return end
  local target = e:choose_one("Choose 1 enemy Unit with the highest Lv.",
                              e:units{ side = "enemy", min_level = highest })
  if target then e:damage(target, 3) end
end)
