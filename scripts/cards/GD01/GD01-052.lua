-- GD01-052 Geara Zulu (Guards Type)
-- 【Deploy】Choose 1 enemy Unit. Deal 1 damage to it.

card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}
