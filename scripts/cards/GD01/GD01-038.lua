-- GD01-038 Adzam
-- 【Deploy】If 5 or more enemy Units are in play, deal 1 damage to all enemy Units.

card:deploy{
  condition = { count = "battle", side = "enemy", min = 5 },
  run = function(e) e:damage_all(e:units{ side = "enemy" }, 1) end,
}
