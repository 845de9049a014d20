-- ST07-011 Lockon Stratos (Neil)
-- 【Burst】Add this card to your hand.
-- 【When Paired】If this is a (CB) Unit, it may choose an active enemy Unit whose Lv. is equal to or
-- lower than this Unit as its attack target during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this": the Unit Lockon is paired with (3-3-9-2)
card:when_paired{
  condition = function(e) return e:has_trait(e.unit, "CB") end, -- 10-2-1
  run = function(e) e:grant_rule(e.unit, 3, "turn") end,
}

-- effect 3: the rule the Unit gets for the turn (only through the grant above); both Lv. are
-- looked at when the attack target is chosen
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:level(target) <= e:level(attacker)
  end,
}
