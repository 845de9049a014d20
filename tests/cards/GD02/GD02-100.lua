-- GD02-100 Dramatic Turnabout: 【Burst】Draw 1.
-- 【Main】Choose 1 friendly damaged Unit. It recovers 2 HP. Then, draw 1.

scenario("13-2-5-1", "GD02-100 Dramatic Turnabout 【Burst】: draw 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-100", as = "cmd"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_count(2, "hand", 1)
  g:expect_loc("cmd", "trash")
end)

scenario({"10-1-8-1", "5-20-2"}, "GD02-100 Dramatic Turnabout 【Main】: a damaged friendly Unit recovers 2, then draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-100", as = "cmd"}},
                         battle = {{"GD01-027", damage = 3, as = "bigzam"}, {"ST01-005", as = "whole"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1, as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("bigzam"), 1, "the only damaged friendly Unit")
  eq(g:damage("enemy"), 1)
  g:expect_count(1, "hand", 1)
end)

scenario("10-1-8-1-2", "GD02-100 Dramatic Turnabout: no damaged friendly Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-100", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
