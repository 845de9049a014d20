-- TEST-LB-002 Pair and Return Test Command (test card, tests/data/cards/leave-before.json)
-- 【Main】Choose 1 Pilot card in your hand and 1 of your Units. Pair them. Then, return that Unit to
-- its owner's hand.  The Pilot goes with it (3-3-6); its 【When Paired】 waits until this effect is
-- over (10-1-6-4) and resolves on a board without them.

card:main(function(e)
  local p = e:choose_one("Choose 1 Pilot card in your hand", e:cards("hand", { type = "pilot" }))
  local u = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  if p and u and e:pair(p, u) then e:to_hand(u) end
end)
