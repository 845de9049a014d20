-- GD02-082 Gaelio's Schwalbe Graze: While you have another (Gjallarhorn) Unit in play, this Unit
-- gains <Blocker>.

scenario("10-1-5-1", "GD02-082 Gaelio's Schwalbe Graze: <Blocker> beside another (Gjallarhorn) Unit of yours", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-082", as = "graze"}, "GD02-077"} }, p2 = { deck = 10 } }
  ok(g:keyword("graze", "blocker"))
  g = game{ p1 = { deck = 10, battle = {{"GD02-082", as = "graze"}, "ST01-005"} },
            p2 = { deck = 10, battle = {"GD02-077"} } }
  ok(not g:keyword("graze", "blocker"), "alone, or an enemy (Gjallarhorn) Unit")
end)
