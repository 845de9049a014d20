-- GD03-119 Awkward Approach: scenario tests of scripts/cards/GD03/GD03-119.lua.
-- 【Main】Choose 1 rested friendly Base. Set it as active. If you do, all enemy Units get AP-1
-- during this turn.

scenario({"10-1-8-1", "Q105"}, "GD03-119 Awkward Approach: a rested Base set active, enemy Units AP-1 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-119", as = "cmd"}}, base = {{"GD01-124", rested = true, as = "side7"}},
                         battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "cmd"))
  ok(not g:rested("side7"))
  eq(g:ap("rezel"), 3)
  eq(g:ap("bigzam"), 4)
  eq(g:ap("mine"), 2)
  g:next_turn()
  eq(g:ap("rezel"), 4)
end)

scenario("10-1-8-1-1", "GD03-119 Awkward Approach: no rested friendly Base, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-119", as = "cmd"}}, base = {"GD01-124"} },
                  p2 = { deck = 10, base = {{"EXB-001", rested = true}}, battle = {"GD01-018"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
