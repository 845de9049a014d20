-- GD04-053 Rey's Blaze Zaku Phantom
-- 【During Link】【Once per Turn】When this Unit receives damage from an enemy, reduce it by 1.

card:during_link{
  once_per_turn = true,
  reduce_damage = function(e, victim, source)
    return source ~= -1 and e:matches(source, { side = "enemy" }) and 1 or 0
  end,
}
