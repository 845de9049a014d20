-- GD03-006 Penelope (Middle Form)
-- 【Deploy】Choose 1 to 2 enemy Units with 3 or less HP. Rest them.

card:deploy{
  target = { "Choose 1 to 2 enemy Units with 3 or less HP", side = "enemy", max_hp = 3, min = 1, max = 2 },
  run = function(e, targets)
    for _, target in ipairs(targets) do e:rest(target) end
  end,
}
