-- GD01-091 Chang Wufei
-- 【Burst】Add this card to your hand.
-- During your turn, while this Unit has <Breach>, it can't receive battle damage from
-- enemy Units with 3 or less AP.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  prevent_damage = function(e, victim, source, amount, battle)
    return victim == e.unit and e:unit_of(e.card) == victim   -- this Unit (Wufei paired with it)
       and e:my_turn()                                         -- during your turn
       and e:has_keyword(victim, "breach")                     -- while this Unit has <Breach>
       and battle == 1                                         -- battle damage
       and source ~= nil and source >= 0 and e:matches(source, { side = "enemy", max_ap = 3 })
  end,
}
