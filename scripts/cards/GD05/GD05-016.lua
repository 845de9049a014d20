-- GD05-016 Murasame
-- When one of your (Orb) Units is deployed, this Unit gains <High-Maneuver> during this turn.
-- (This Unit can't be blocked.)

-- Murasame is an (Orb) Unit: its own deployment counts too.
card:on("deployed", function(e)
  e:grant(e.unit, "high-maneuver", "turn")
end, {
  filter = function(e)
    return e:matches(e.event_card, { side = "your", type = "unit", trait = "Orb" })
  end,
})
