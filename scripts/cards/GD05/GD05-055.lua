-- GD05-055 Destiny Gundam
-- <First Strike> (While this Unit is attacking, it deals damage before the enemy Unit.)
-- 【Once per Turn】When this Unit receives enemy battle damage, reduce it by 2.

card:constant{
  once_per_turn = true,
  reduce_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source ~= -1 and e:matches(source, { side = "enemy" }) and 2 or 0
  end,
}
