-- ST04-011 Athrun Zala
-- 【Burst】Add this card to your hand.
-- 【When Linked】During this turn, this Unit may choose an active enemy Unit that is Lv.5 or
-- lower as its attack target.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked(function(e)
  e:grant_rule(e.unit, 3, "turn")
end)

-- effect 3: the rule this Unit gets for the turn (only through the grant above)
card:constant{
  text = "it may choose an active enemy Unit that is Lv.5 or lower as its attack target",
  condition = false,
  attack_active = function(e, attacker, target)
    return e:level(target) <= 5
  end,
}
