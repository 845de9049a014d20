-- GD05-059 Gundam Barbatos Lupus: 【Attack】Choose 1 of your active (Gjallarhorn) Units. Rest it. If
-- you do, draw 1. This Unit gains <High-Maneuver> during this turn.

scenario({"13-2-7-1", "5-20-1", "13-1-6-1"}, "GD05-059 Barbatos Lupus: rest an active (Gjallarhorn) Unit: draw 1, <High-Maneuver>",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-059", as = "lupus"}, {"ST05-009", as = "graze"},
                                              {"ST05-008", rested = true, as = "rgraze"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "lupus") .. " p2")
  ok(g:rested("graze"), "the only active (Gjallarhorn) Unit is taken")
  ok(not g:rested("gm"))
  g:expect_count(1, "hand", 1)
  ok(g:keyword("lupus", "high-maneuver"))
  g:expect_no_option("block " .. c(g, "demi"))
end)

scenario({"13-2-7-1", "10-2-2"}, "GD05-059 Barbatos Lupus: no active (Gjallarhorn) Unit: no draw, no <High-Maneuver>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-059", as = "lupus"}, {"ST05-008", rested = true, as = "rgraze"},
                                              {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "lupus") .. " p2")
  g:expect_count(1, "hand", 0)
  ok(not g:keyword("lupus", "high-maneuver"))
  g:expect_option("block " .. c(g, "demi"))
end)
