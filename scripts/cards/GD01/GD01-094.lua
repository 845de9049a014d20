-- GD01-094 Yzak Jule
-- 【Burst】Add this card to your hand.
-- 【Once per Turn】 When an enemy Link Unit is destroyed with damage while this Unit is
-- attacking, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("destroyed", function(e)
  e:draw(1)
end, {
  once_per_turn = true,
  filter = function(e)
    local victim = e.event_card
    local attacker = e:battle()
    return attacker ~= nil and attacker == e.unit                -- while this Unit is attacking
       and e:matches(victim, { side = "enemy", linked = true })  -- an enemy Link Unit
       and e:damage_of(victim) > 0 and e:hp(victim) == 0         -- destroyed with damage (11-3-1),
                                                                 -- not by "destroy it"
  end,
})
