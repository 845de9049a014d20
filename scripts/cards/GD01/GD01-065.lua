-- GD01-065 Freedom Gundam
-- <Blocker> (the core handles it)
-- 【During Pair】【Once per Turn】When you pair a Pilot with this Unit or one of your white Units,
-- choose 1 enemy Unit. It gets AP-2 during this turn.

card:on("paired", function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -2 }, "turn") end
end, {
  during = "pair", once_per_turn = true,
  -- e.event_card2: the Unit the Pilot was paired with -- this Unit or one of your white Units
  filter = function(e)
    local unit = e.event_card2
    return unit == e.unit or e:matches(unit, { side = "your", color = "White" })
  end,
})
