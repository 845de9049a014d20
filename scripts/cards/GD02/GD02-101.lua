-- GD02-101 Beneath the Mask
-- 【Main】/【Action】Choose 1 to 2 enemy Units that are Lv.2 or lower. Rest them.

card:main_action(function(e)
  local targets = e:choose("Choose 1 to 2 enemy Units that are Lv.2 or lower",
                           e:units{ side = "enemy", max_level = 2 }, { min = 1, max = 2 })
  for _, target in ipairs(targets) do e:rest(target) end
end)
