-- GD02-101 Beneath the Mask
-- 【Main】/【Action】Choose 1 to 2 enemy Units that are Lv.2 or lower. Rest them.

card:main_action{
  target = { "Choose 1 to 2 enemy Units that are Lv.2 or lower", side = "enemy", max_level = 2,
             min = 1, max = 2 },
  run = function(e, targets)
    for _, target in ipairs(targets) do e:rest(target) end
  end,
}
