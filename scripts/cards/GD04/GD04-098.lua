-- GD04-098 Riddhe Marcenas
-- 【Burst】Add this card to your hand.
-- 【During Link】When this Unit receives effect damage from an enemy, reduce it by 2.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:during_link{
  reduce_damage = function(e, victim, source, amount, battle)
    return battle ~= 1 and source ~= -1 and e:matches(source, { side = "enemy" }) and 2 or 0
  end,
}
