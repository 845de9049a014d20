-- GD03-039 Red Gundam
-- 【Deploy】Choose 1 other active friendly (Clan) Unit. Rest it. If you do, choose 1 enemy Unit
-- with 2 or less AP. Deal 2 damage to it.

card:deploy(function(e)
  local mine = e:choose_one("Choose 1 other active friendly (Clan) Unit",
                            e:units{ side = "friendly", active = true, trait = "Clan", exclude = e.unit })
  if not mine then return end -- nothing rested: "If you do" fails (5-20-1)
  e:rest(mine)
  -- If you do:
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less AP", e:units{ side = "enemy", max_ap = 2 })
  if target then e:damage(target, 2) end
end)
