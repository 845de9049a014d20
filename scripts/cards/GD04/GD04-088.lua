-- GD04-088 Tokwan
-- 【Burst】Add this card to your hand.
-- When this Unit is blocked by an enemy Unit that is Lv.4 or lower, it can't receive battle
-- damage during this battle.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("blocked", function(e)
  e:grant_rule(e.unit, 3, "battle")
end, {
  -- e.event_card: the Unit that blocked (its <Blocker> made it the attack target, 13-1-4-1)
  filter = function(e)
    local attacker = e:battle()
    return attacker == e.unit and e:matches(e.event_card, { side = "enemy", max_level = 4 })
  end,
})

-- effect 3: the rule this Unit gets for the battle (only through the grant above)
card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1
  end,
}
