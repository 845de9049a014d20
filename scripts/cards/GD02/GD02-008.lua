-- GD02-008 Gabthley
-- 【When Linked】Choose 1 rested enemy Unit. Deal 1 damage to it.

card:when_linked{
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target) e:damage(target, 1) end,
}
