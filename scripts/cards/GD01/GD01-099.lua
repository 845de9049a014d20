-- GD01-099 Intercept Orders
-- 【Burst】Choose 1 enemy Unit with 5 or less HP. Rest it.
-- 【Main】/【Action】Choose 1 to 2 enemy Units with 3 or less HP. Rest them.

card:burst{
  target = { "Choose 1 enemy Unit with 5 or less HP", side = "enemy", max_hp = 5 },
  run = function(e, target) e:rest(target) end,
}

card:main_action(function(e)
  local targets = e:choose("Choose 1 to 2 enemy Units with 3 or less HP",
                           e:units{ side = "enemy", max_hp = 3 }, { min = 1, max = 2 })
  for _, target in ipairs(targets) do e:rest(target) end
end)
