-- GD01-025 Gundam Deathscythe
-- 【When Paired･(Operation Meteor) Pilot】Place 1 rested Resource. Then, this Unit gains
-- <First Strike> during this turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

card:when_paired(function(e)
  e:place_resource{ rested = true }
  e:grant(e.unit, "first strike", "turn")
end, { pilot = { trait = "Operation Meteor" } })
