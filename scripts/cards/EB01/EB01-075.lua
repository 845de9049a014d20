-- EB01-075 Fierce Enemy Assault
-- 【Main】/【Action】Choose 1 to 2 enemy Units with 2 or less HP. Rest them.

card:main_action{
  target = { "Choose 1 to 2 enemy Units with 2 or less HP", side = "enemy", max_hp = 2, min = 1, max = 2 },
  run = function(e, units)
    for _, u in ipairs(units) do e:rest(u) end
  end,
}
