-- GD04-043 Zssa (Sleeves): 【Deploy】 1 damage to an enemy Base.

scenario({"13-2-6-1", "5-17-3-1-1"}, "GD04-043 Zssa (Sleeves): 1 damage to the enemy EX Base", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-043", as = "zssa"}}, base = "EXB-001" },
                  p2 = { deck = 10, base = {{"EXB-001", as = "exb"}}, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "zssa"))
  eq(g:damage("exb"), 1)
  eq(g:damage("gm3"), 0, "a Unit is not a Base")
  eq(g:damage(g:cards(1, "base")[1]), 0, "not your own Base")
end)

scenario("10-2-2", "GD04-043 Zssa (Sleeves): no enemy Base, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-043", as = "zssa"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "zssa"))
  eq(g:damage("gm3"), 0)
  g:expect_decision{ kind = "action", player = 1 }
end)
