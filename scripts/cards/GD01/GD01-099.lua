-- GD01-099 Intercept Orders
-- 【Burst】Choose 1 enemy Unit with 5 or less HP. Rest it.
-- 【Main】/【Action】Choose 1 to 2 enemy Units with 3 or less HP. Rest them.

card:burst{
  target = { "Choose 1 enemy Unit with 5 or less HP", side = "enemy", max_hp = 5 },
  run = function(e, target) e:rest(target) end,
}

card:main_action{
  target = { "Choose 1 to 2 enemy Units with 3 or less HP", side = "enemy", max_hp = 3, min = 1, max = 2 },
  run = function(e, targets)
    for _, target in ipairs(targets) do e:rest(target) end
  end,
}
