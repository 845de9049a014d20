-- GD01-115 Zeon Remnant Forces
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 1 damage to it.

card:main_action{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}
