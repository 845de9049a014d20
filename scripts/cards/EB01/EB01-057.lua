-- EB01-057 Gundam Geminass 02
-- 【Deploy】You may choose 1 active friendly Unit that is Lv.3. Rest it. If you do, choose 1 enemy
-- Unit that is Lv.2 or lower. Return it to its owner's hand.

card:deploy(function(e)
  local mine = e:choose_one("You may choose 1 active friendly Unit that is Lv.3 to rest",
                            e:units{ side = "friendly", active = true, min_level = 3, max_level = 3 }, true)
  if not mine then return end
  e:rest(mine)
  -- "If you do": it was rested by this effect (it was active)
  if not e:is_rested(mine) then return end
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.2 or lower", e:units{ side = "enemy", max_level = 2 })
  if target then e:to_hand(target) end
end)
