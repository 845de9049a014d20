-- GD02-058 Ryusei-Go (Graze Custom Ⅱ): 【Deploy】Choose 1 of your Units. Deal 1 damage to it. If you
-- do, draw 1. Then, discard 1.

scenario({"13-2-6-1", "5-20-1", "5-20-2"}, "GD02-058 Ryusei-Go: 1 damage to a Unit of yours, draw 1, discard 1", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD02-030", as = "drawn"}}, resources = 3,
                         hand = {{"GD02-058", as = "ryusei"}, {"ST01-005", as = "kept"}},
                         battle = {{"GD02-068", as = "b3"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ryusei"))
  g:choose(c(g, "b3"))
  eq(g:damage("b3"), 1)
  g:expect_loc("drawn", "hand")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "drawn"))
  g:expect_loc("drawn", "trash")
  g:expect_loc("kept", "hand")
end)

scenario({"13-2-6-1", "5-20-1"}, "GD02-058 Ryusei-Go: the Unit destroyed by the damage still took it: draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-058", as = "ryusei"}}, battle = {{"T-012", as = "token"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ryusei"))
  g:choose(c(g, "token"))
  eq(g:loc("token"), "outside")
  g:expect_count(1, "deck", 9)          -- drew 1
  g:expect_count(1, "trash", 1)         -- and discarded it
end)
