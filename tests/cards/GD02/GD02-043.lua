-- GD02-043 Daughtress Weapon: 【Deploy】If you have another (New UNE) Unit in play, deploy 1 rested
-- [Daughtress]((New UNE)･AP0･HP1) Unit token.

scenario({"13-2-6-1", "5-17-1"}, "GD02-043 Daughtress Weapon: with another (New UNE) Unit, a rested Daughtress token",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-043", as = "weapon"}},
                         battle = {{"GD02-049", as = "d"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "weapon"))
  g:expect_count(1, "battle", 3)
  local token = g:cards(1, "battle")[3]
  eq(g:number(token), "T-012")
  ok(g:rested(token))
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-043 Daughtress Weapon: alone, or beside another Unit, no token", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD02-043", as = "weapon"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"GD02-049"} } }
  g:choose("play " .. c(g, "weapon"))
  g:expect_count(1, "battle", 2)
  -- 10-2-1: "If you have another (New UNE) Unit in play" is the effect's condition: without
  -- one it does not activate at all (nothing resolves), as GD04-011's
  ok(not logged(g, "effect resolves"), "the effect does not activate")
end)
