-- GD03-123 Jupitris
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if a friendly (Jupitris) Unit is in play,
-- choose 1 enemy Unit that is Lv.3 or lower. Rest it.

local FRIENDLY_JUPITRIS = { side = "friendly", trait = "Jupitris" }
local ENEMY_LV3_OR_LOWER = { side = "enemy", max_level = 3 }

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- Then:
  if #e:units(FRIENDLY_JUPITRIS) == 0 then return end
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.3 or lower", e:units(ENEMY_LV3_OR_LOWER))
  if target then e:rest(target) end
end)
