-- EB01-028 Gundam Plutone
-- 【Once per Turn】When another Unit attacks an enemy Unit, if this Unit is rested, the attacking Unit
-- gains <Breach 2> during this battle.

-- e.event_card: the attacking Unit; e.event_card2: the Unit it attacks (nil: a player).  "another
-- Unit" is any Unit but this one; "an enemy Unit" is a Unit that is an enemy of yours.  "if this
-- Unit is rested" is checked when the attack is declared (no trigger, and 【Once per Turn】 kept,
-- while it is active) and again as the effect resolves.
card:on("attack", function(e)
  if e:is_rested(e.unit) then e:grant(e.event_card, "breach", 2, "battle") end
end, {
  once_per_turn = true,
  filter = function(e)
    return e.event_card ~= e.unit and e.event_card2 ~= nil
       and e:matches(e.event_card2, { side = "enemy" }) and e:is_rested(e.unit)
  end,
})
