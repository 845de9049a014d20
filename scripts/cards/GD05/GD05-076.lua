-- GD05-076 Bolt Gundam
-- 【During Link】【Attack】Activate 【Main】 on the card paired with this Unit.

-- The card paired with it is a Command paired as a Pilot (its 【Pilot】): its 【Main】 runs now,
-- as this effect's (e:run_main(card), a "command_activated" event).  A Pilot card has none.
card:attack(function(e)
  local pilot = e:pilot(e.unit)
  if pilot then e:run_main(pilot) end
end, { during = "link" })
