-- EB01-066 Reiji
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 friendly (G Generation) Unit. During this turn, it may choose an active
-- enemy Unit with <Blocker> as its attack target.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired{
  target = { "Choose 1 friendly (G Generation) Unit", side = "friendly", trait = "G Generation" },
  run = function(e, target) e:grant_rule(target, 3, "turn") end,
}

-- effect 3: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:has_keyword(target, "blocker")
  end,
}
