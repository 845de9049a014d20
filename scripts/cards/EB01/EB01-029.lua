-- EB01-029 Gundam Astaroth Rinascimento (EX)
-- 【Deploy】If 5 or more enemy Units are in play, deal 2 damage to all Units with <Blocker> that are
-- Lv.4 or lower.

-- every enemy player's Units together
local five_enemy_units = { count = "battle", side = "enemy", min = 5 }

card:deploy{
  condition = five_enemy_units,
  run = function(e)
    if #e:units{ side = "enemy" } < 5 then return end
    -- all Units, yours included, at once (one rules management after)
    e:damage_all(e:units{ side = "any", keyword = "blocker", max_level = 4 }, 2)
  end,
}
