-- GD03-050 Gundam Barbatos Lupus
-- 【Activate･Main】Choose 3 (Tekkadan)/(Teiwaz) Unit cards from your trash. Exile them from the
-- game. If you do, choose 1 enemy Unit. Deal 2 damage to it.

local CARDS = { type = "unit", trait = { "Tekkadan", "Teiwaz" } }

card:activate_main{
  -- 10-2-2: the 3 cards are its first target; with fewer it can't be activated
  -- (docs/rulings/GD03.md)
  condition = { count = "trash", type = "unit", trait = { "Tekkadan", "Teiwaz" }, min = 3 },
  run = function(e)
    local chosen = e:choose("Choose 3 (Tekkadan)/(Teiwaz) Unit cards from your trash",
                            e:cards("trash", CARDS), { min = 3, max = 3 })
    if #chosen < 3 then return end
    for _, c in ipairs(chosen) do e:remove(c) end
    -- If you do:
    local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
    if target then e:damage(target, 2) end
  end,
}
