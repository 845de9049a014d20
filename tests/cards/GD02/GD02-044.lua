-- GD02-044 Daughtress Command: 【Destroyed】If you have another (New UNE) Unit in play, deploy 1
-- rested [Daughtress]((New UNE)･AP0･HP1) Unit token.

scenario({"13-2-8-1", "5-17-1"}, "GD02-044 Daughtress Command destroyed beside a (New UNE) Unit: a rested token", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-044", as = "command"}, {"GD02-049", as = "d"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "command") .. " " .. c(g, "rezel"))
  g:expect_loc("command", "trash")
  g:expect_count(1, "battle", 2)
  local token = g:cards(1, "battle")[2]
  eq(g:number(token), "T-012")
  ok(g:rested(token))
end)

scenario({"13-2-8-1", "10-2-1"}, "GD02-044 Daughtress Command destroyed alone: no token", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-044", as = "command"}, "ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "command") .. " " .. c(g, "rezel"))
  g:expect_loc("command", "trash")
  g:expect_count(1, "battle", 1)
  -- 10-2-1: "If you have another (New UNE) Unit in play" is the effect's condition: without
  -- one it does not activate at all (nothing resolves), as GD04-011's
  ok(not logged(g, "effect resolves"), "the effect does not activate")
end)
