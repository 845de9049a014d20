-- GD03-009 Palace Athene
-- 【Deploy】You may choose 2 (Titans) cards from your trash. Exile them from the game. If you do,
-- choose 1 enemy Unit that is Lv.4 or lower. Rest it.

local ENEMY_LV4_OR_LOWER = { side = "enemy", max_level = 4 }

card:deploy{
  -- "You may choose 2": both or none; with fewer than 2 there is nothing to exile, and so no
  -- rest (5-20-1)
  target = { "Choose 2 (Titans) cards from your trash", from = "trash", trait = "Titans",
             min = 2, max = 2, may = "Exile 2 (Titans) cards from your trash?" },
  run = function(e, exiled)
    if #exiled == 0 then return end
    for _, c in ipairs(exiled) do e:remove(c) end
    -- If you do:
    local target = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower",
                                e:units(ENEMY_LV4_OR_LOWER))
    if target then e:rest(target) end
  end,
}
