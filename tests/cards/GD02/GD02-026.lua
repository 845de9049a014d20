-- GD02-026 Genoace Custom: 【Deploy】If you are Lv.7 or higher, choose 1 of your (AGE System)
-- Units. It gets AP+2 during this turn.

scenario("13-2-6-1", "GD02-026 Genoace Custom: at Lv.7, an (AGE System) Unit gets AP+2", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD02-026", as = "genoace"}},
                         battle = {{"GD02-029", as = "age1"}, {"GD02-030", as = "plain"}} },
                  p2 = { deck = 10, battle = {{"GD02-029", as = "enemy"}} } }
  g:choose("play " .. c(g, "genoace"))
  eq(g:ap("age1"), 3 + 2, "the only (AGE System) Unit of yours: taken")
  eq(g:ap("enemy"), 3)
  eq(g:ap("genoace"), 2, "Genoace Custom is no (AGE System) Unit")
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-026 Genoace Custom: at Lv.6, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-026", as = "genoace"}},
                         battle = {{"GD02-029", as = "age1"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "genoace"))
  eq(g:ap("age1"), 3)
end)
