-- GD04-107 Destined Battle
-- 【Burst】Add this card to your hand.
-- 【Action】Choose 1 of your rested Units. During this turn, all enemy Units must choose that Unit
-- as their attack target when attacking.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:action{
  target = { "Choose 1 of your rested Units", side = "your", rested = true },
  run = function(e, target) e:grant_rule(target, 3, "turn") end,
}

-- 3: the rule it gives for the turn
card:constant{ condition = false, lure = true }
