-- GD02-003 Gundam Mk-II (Titans)
-- 【During Pair･Lv.3 or Lower Pilot】【Destroyed】You may discard 1 Unit card. If you do, return
-- the card paired with this Unit to your hand.

card:destroyed(function(e)
  -- You may discard 1 Unit card.
  local cost = e:choose_one("You may discard 1 Unit card", e:cards("hand", { type = "unit" }), true)
  if not cost then return end -- "If you do" (5-20-1)
  e:discard_card(cost)
  -- e.event_card2: the Pilot paired with this Unit when it was destroyed (13-2-8-2-1); it
  -- went to the trash with its Unit (3-3-6).
  local pilot = e.event_card2
  if pilot and e:location(pilot) == "trash" then e:to_hand(pilot) end
end, { during = "pair", pilot = { max_level = 3 } })
