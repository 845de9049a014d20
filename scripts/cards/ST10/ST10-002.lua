-- ST10-002 Zeta Gundam
-- 【Deploy･Development 2】You may exile the specified number of (G Generation) cards in your trash
-- from the game. If you do, activate the following effect:
-- ■Choose 1 enemy Unit with 4 or less HP. Rest it.

card:deploy{
  development = 2,
  target = { "Choose 1 enemy Unit with 4 or less HP", side = "enemy", max_hp = 4 },
  run = function(e, target) e:rest(target) end,
}
