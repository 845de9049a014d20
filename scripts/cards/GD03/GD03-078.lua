-- GD03-078 Tieren High Mobility Type
-- 【During Link】【Destroyed】Return the card paired with this Unit to your hand.

card:destroyed(function(e)
  -- e.event_card2: the Pilot paired with this Unit when it was destroyed (13-2-8-2-1); it went to
  -- the trash with its Unit (3-3-6)
  local pilot = e.event_card2
  if pilot and e:location(pilot) == "trash" then e:to_hand(pilot) end
end, { during = "link" })
