-- EB01-028 Gundam Plutone
-- 【Once per Turn】When another Unit attacks an enemy Unit, if this Unit is rested, the attacking Unit
-- gains <Breach 2> during this battle.

-- e.event_card: the attacking Unit; e.event_card2: the Unit it attacks (nil: a player).  "another
-- Unit" is any Unit but this one; "an enemy Unit" is a Unit that is an enemy of yours.  "if this
-- Unit is rested" is the effect's condition (10-2-1): asked when the attack is declared (no
-- trigger, and 【Once per Turn】 kept, while it is active), before the effect is activated and
-- as it resolves (Q100: set active in between, it is not activated).
card:on("attack", function(e)
  e:grant(e.event_card, "breach", 2, "battle")
end, {
  once_per_turn = true,
  condition = function(e) return e:is_rested(e.unit) end,
  filter = function(e)
    return e.event_card ~= e.unit and e.event_card2 ~= nil
       and e:matches(e.event_card2, { side = "enemy" })
  end,
})
