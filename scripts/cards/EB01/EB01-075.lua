-- EB01-075 Fierce Enemy Assault
-- 【Main】/【Action】Choose 1 to 2 enemy Units with 2 or less HP. Rest them.

card:main_action(function(e)
  local units = e:choose("Choose 1 to 2 enemy Units with 2 or less HP", e:units{ side = "enemy", max_hp = 2 },
                         { min = 1, max = 2 })
  for _, u in ipairs(units) do e:rest(u) end
end)
