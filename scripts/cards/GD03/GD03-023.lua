-- GD03-023 G-Bouncer
-- When you place an EX Resource, choose 1 of your (AGE System) Units. It gains <High-Maneuver>
-- during this turn.
-- (This Unit can't be blocked.)

card:on("resource_placed", function(e, target) e:grant(target, "high-maneuver") end, {
  card = { side = "your", token = true },   -- an EX Resource is a token
  target = { "Choose 1 of your (AGE System) Units", side = "your", trait = "AGE System" },
})
