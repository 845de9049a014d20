-- GD04-068 Silver Bullet
-- <Blocker> (Rest this Unit to change the attack target to it.)
-- When this Unit receives effect damage from an enemy, reduce it by 3.

card:constant{
  reduce_damage = function(e, victim, source, amount, battle)
    return battle ~= 1 and source ~= -1 and e:matches(source, { side = "enemy" }) and 3 or 0
  end,
}
