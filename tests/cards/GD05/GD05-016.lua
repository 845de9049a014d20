-- GD05-016 Murasame: When one of your (Orb) Units is deployed, this Unit gains <High-Maneuver>
-- during this turn.

scenario({"13-1-6-1", "GD05-016"}, "GD05-016 Murasame: another (Orb) Unit of yours deployed: <High-Maneuver> this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-003", as = "waldfeld"}}, battle = {{"GD05-016", as = "murasame"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }     -- Demi Trainer: <Blocker>
  ok(not g:keyword("murasame", "high-maneuver"))
  g:choose("play " .. c(g, "waldfeld"))                     -- Waldfeld's Murasame: (Orb)
  ok(g:keyword("murasame", "high-maneuver"))
  g:choose("attack " .. c(g, "murasame") .. " p2")
  g:expect_no_option("block " .. c(g, "demi"))
  while g:decision().kind == "action" and g:decision().player == 2 do g:pass() end
  g:expect_count(2, "shields", 1)
  g:next_turn()
  ok(not g:keyword("murasame", "high-maneuver"), "during this turn only")
end)

scenario("GD05-016", "GD05-016 Murasame: its own deployment counts; a non-(Orb) Unit or an enemy (Orb) Unit does not", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-016", as = "murasame"}, {"ST01-005", as = "gm"}},
                         battle = {{"GD05-016", as = "old"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  ok(not g:keyword("old", "high-maneuver"), "GM is no (Orb) Unit")
  g:choose("play " .. c(g, "murasame"))
  ok(g:keyword("murasame", "high-maneuver"), "its own deployment")
  ok(g:keyword("old", "high-maneuver"))

  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, battle = {{"GD05-016", as = "murasame"}} },
            p2 = { deck = 10, resources = 3, hand = {{"GD05-003", as = "waldfeld"}} } }
  g:choose("play " .. c(g, "waldfeld"))
  ok(not g:keyword("murasame", "high-maneuver"), "an enemy's (Orb) Unit")
end)
