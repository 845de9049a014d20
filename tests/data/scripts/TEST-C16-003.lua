-- TEST-C16-003 Hand Cost Test Pilot (test card, tests/data/cards/coverage-1-6.json)
-- 【Burst】Add this card to your hand.
-- While you have 2 or more Units in play, this card in your hand gets cost -1.
-- The second effect is below the Pilot's name but names the hand: the Pilot card's own
-- (3-3-9-2-1), not an effect of the Unit it is paired with.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:constant{
  zone = "hand",
  condition = function(e) return #e:units{ side = "your" } >= 2 end,
  cost = -1,
}
