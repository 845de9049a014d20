-- GD01-065 Freedom Gundam
-- <Blocker> (the core handles it)
-- 【During Pair】【Once per Turn】When you pair a Pilot with this Unit or one of your white Units,
-- choose 1 enemy Unit. It gets AP-2 during this turn.

card:on("paired", {
  during = "pair", once_per_turn = true,
  -- e.event_card2: the Unit the Pilot was paired with -- this Unit or one of your white Units
  filter = function(e)
    local unit = e.event_card2
    return unit == e.unit or e:matches(unit, { side = "your", color = "White" })
  end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
})
