-- GD05-069 Gundam Maxter
-- During your turn, when this Unit destroys an enemy Unit with battle damage, look at the top 4
-- cards of your deck. You may reveal 1 (Special Move) Command card among them and add it to your
-- hand. Return the remaining cards randomly to the bottom of your deck.
-- 【During Link】【Attack】Activate 【Main】 on the card paired with this Unit.

-- Look at the top 4 cards of your deck.  You may reveal 1 (Special Move) Command card among them
-- and add it to your hand.  Return the remaining cards randomly to the bottom of your deck.
card:on("battle_destroyed", {
  look_top = { 4, "You may reveal 1 (Special Move) Command card and add it to your hand",
               pick = { type = "command", trait = "Special Move" } },
  condition = { turn = "your" },
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:matches(e.event_card2, { side = "enemy" })
  end,
})

-- The card paired with it is a Command paired as a Pilot (its 【Pilot】): its 【Main】 runs now.
card:attack(function(e)
  local pilot = e:pilot(e.unit)
  if pilot then e:run_main(pilot) end
end, { during = "link" })
