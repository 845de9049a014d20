-- GD03-006 Penelope (Middle Form)
-- 【Deploy】Choose 1 to 2 enemy Units with 3 or less HP. Rest them.

card:deploy(function(e)
  local targets = e:choose("Choose 1 to 2 enemy Units with 3 or less HP",
                           e:units{ side = "enemy", max_hp = 3 }, { min = 1, max = 2 })
  for _, target in ipairs(targets) do e:rest(target) end
end)
