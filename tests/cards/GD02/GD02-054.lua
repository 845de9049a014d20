-- GD02-054 Gundam Barbatos 1st Form: 【Attack】If this Unit is damaged, draw 1.

scenario("13-2-7-1", "GD02-054 Barbatos 1st Form: damaged, its attack draws 1; undamaged, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-054", damage = 1, as = "barbatos"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "barbatos") .. " p2")
  g:expect_count(1, "hand", 1)
  g = game{ p1 = { deck = 10, battle = {{"GD02-054", as = "barbatos"}} },
            p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "barbatos") .. " p2")
  g:expect_count(1, "hand", 0)
end)

scenario({"Q100", "10-2-1", "13-2-7-1"}, "GD02-054 Barbatos 1st Form: undamaged, its 【Attack】 is not activated at all", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-054", as = "barbatos"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "barbatos") .. " p2")
  ok(not logged(g, "effect resolves"), "no effect activated")
  g:expect_count(1, "hand", 0)
  -- damaged, it is
  g = game{ p1 = { deck = 10, battle = {{"GD02-054", damage = 1, as = "barbatos"}} },
            p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "barbatos") .. " p2")
  ok(logged(g, "effect resolves"), "activated")
end)
