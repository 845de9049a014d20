-- GD03-043 Messer Type-F02
-- 【When Paired】Choose 1 enemy Unit. Deal 1 damage to it.

card:when_paired{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}
