-- GD05-084 Odelo Henrik
-- 【Burst】Add this card to your hand.
-- When one of your (League Militaire) Unit tokens receives enemy effect damage, reduce it by 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  applies = { side = "your", trait = "League Militaire", token = true },
  reduce_damage = function(e, victim, source, amount, battle)
    return battle ~= 1 and source ~= -1 and e:matches(source, { side = "enemy" }) and 1 or 0
  end,
}
