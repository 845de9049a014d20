-- GD01-053 Geara Doga (Heavy Armed Type)
-- 【Activate･Main】【Once per Turn】①：Choose 1 enemy Unit with 2 or less AP. Deal 1 damage to it.

card:activate_main{
  cost = 1, once_per_turn = true,
  target = { "Choose 1 enemy Unit with 2 or less AP", side = "enemy", max_ap = 2 },
  run = function(e, target) e:damage(target, 1) end,
}
