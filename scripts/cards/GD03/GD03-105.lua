-- GD03-105 Bridge Crew
-- 【Burst】Add this card to your hand.
-- 【Main】Choose 1 friendly Unit. During this turn, it may choose an active enemy Unit that has no
-- Pilot paired with it as its attack target.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:main{
  target = { "Choose 1 friendly Unit", side = "friendly" },
  run = function(e, target) e:grant_rule(target, 3, "turn") end,
}

-- effect 3: the rule the chosen Unit gets for the turn (only through the grant above); whether
-- the enemy Unit has a Pilot is looked at when the attack target is chosen
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:pilot(target) == nil
  end,
}
