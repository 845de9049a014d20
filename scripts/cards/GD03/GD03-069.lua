-- GD03-069 Graham's Union Flag Custom
-- <High-Maneuver> (This Unit can't be blocked.)
-- 【During Link】At the end of the turn when this Unit is paired with a Pilot, set it as active.

card:when_paired(function(e) e:grant_rule(e.unit, 2, "turn") end)

-- 2: "at the end of the turn" of the turn it was paired
card:turn_end(function(e) e:set_active(e.unit) end, {
  any_turn = true, during = "link", condition = false,
})
