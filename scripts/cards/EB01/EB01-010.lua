-- EB01-010 Gundam Barbatos 6th Form
-- 【Deploy･Development 3】You may exile the specified number of (G Generation) cards in your trash
-- from the game. If you do, activate the following effect:
-- ■Choose 1 rested enemy Unit. Deal 2 damage to it.

card:deploy{
  development = 3,
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target) e:damage(target, 2) end,
}
