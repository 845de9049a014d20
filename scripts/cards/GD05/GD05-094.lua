-- GD05-094 Quess Paraya
-- 【Burst】Add this card to your hand.
-- 【Destroyed】Choose 1 of your (Neo Zeon) Units. During this turn, when it receives enemy battle
-- damage, reduce it by 2.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:destroyed{
  target = { "Choose 1 of your (Neo Zeon) Units", side = "your", trait = "Neo Zeon" },
  run = function(e, target) e:grant_rule(target, 3, "turn") end,
}

-- 3: the rule it gives for the turn
card:constant{
  condition = false,
  reduce_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source ~= -1 and e:matches(source, { side = "enemy" }) and 2 or 0
  end,
}
