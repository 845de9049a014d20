-- GD05-051 Gundam Barbatos Lupus Rex: Increase this Unit's AP by an amount equal to the amount of
-- damage it has received.  At the end of your turn, you may choose 1 of your (Tekkadan) Units.
-- Deal 1 damage to it. Set it as active.

scenario("GD05-051", "GD05-051 Barbatos Lupus Rex: AP + the damage it has received", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}},
                         battle = {{"GD05-051", damage = 2, as = "rex"}, {"GD05-051", as = "fresh"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("rex"), 4 + 2)
  eq(g:ap("fresh"), 4)
  g:choose("play " .. c(g, "kai"))        -- Kai's Resolve: it recovers 3 HP
  g:choose(c(g, "rex"))
  eq(g:ap("rex"), 4)
end)

scenario("7-6-4-1", "GD05-051 Barbatos Lupus Rex: at the end of your turn, 1 damage to a (Tekkadan) Unit, set active",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-051", rested = true, damage = 1, as = "rex"},
                                              {"ST05-004", rested = true, as = "graze"},        -- Graze Custom: (Tekkadan)
                                              {"GD01-013", rested = true, as = "gundam"}} },    -- no (Tekkadan)
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "rex"))
  g:expect_option(c(g, "graze"))
  g:expect_no_option(c(g, "gundam"))
  g:choose(c(g, "rex"))
  eq(g:damage("rex"), 2)
  ok(not g:rested("rex"), "set as active")
  eq(g:ap("rex"), 6)
  ok(g:rested("graze"))
end)

scenario({"7-6-4-1", "10-1-3"}, "GD05-051 Barbatos Lupus Rex: declined; a Unit destroyed by the damage is not set active; not in the opponent's turn",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-051", rested = true, as = "rex"},
                                              {"ST05-004", rested = true, damage = 1, as = "graze"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:choose({})
  ok(g:rested("rex"))
  eq(g:damage("rex"), 0)
  g:expect_state{ active = 2 }
  g:end_main()                               -- the opponent's turn ends: no question for P1
  g:expect_state{ active = 1 }
  g:end_main()
  g:choose(c(g, "graze"))
  g:expect_loc("graze", "trash")             -- 2 damage on HP2
  g:expect_state{ active = 2 }
end)
