-- ST08-010 Hathaway Noa
-- 【Burst】Add this card to your hand.
-- 【When Paired】If this is a (Mafty) Unit, choose 1 of your (Mafty) Units. During this turn, it may
-- choose a damaged active enemy Unit as its attack target.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this": the Unit Hathaway is paired with (3-3-9-2); it may be the (Mafty) Unit chosen
card:when_paired{
  condition = function(e) return e:has_trait(e.unit, "Mafty") end, -- 10-2-1
  target = { "Choose 1 of your (Mafty) Units", side = "your", trait = "Mafty" },
  run = function(e, target) e:grant_rule(target, 3, "turn") end,
}

-- effect 3: the rule the chosen Unit gets for the turn (only through the grant above); the damage
-- is looked at when the attack target is chosen
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:damage_of(target) > 0
  end,
}
