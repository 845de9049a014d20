-- EB01-058 Extreme Gundam: with 2 or more enemy players, it gains <Blocker>.

scenario({"10-1-5-3", "12-2-6"}, "EB01-058 Extreme Gundam: 2 enemy players, <Blocker>; 1, none", function()
  local g = game{ players = 3, mode = "battle-royale", p1 = { deck = 10, battle = {{"EB01-058", as = "ex"}} },
                  p2 = { deck = 10 }, p3 = { deck = 10 } }
  ok(g:keyword("ex", "blocker"))
  local g2 = game{ p1 = { deck = 10, battle = {{"EB01-058", as = "ex"}} }, p2 = { deck = 10 } }
  ok(not g2:keyword("ex", "blocker"))
end)

scenario({"10-1-5-3", "12-3-10"}, "EB01-058 Extreme Gundam: a team battle has 2 enemy players", function()
  local g = game{ players = 4, mode = "team", teams = {1, 2, 1, 2}, p1 = { deck = 10, battle = {{"EB01-058", as = "ex"}} },
                  p2 = { deck = 10 }, p3 = { deck = 10 }, p4 = { deck = 10 } }
  ok(g:keyword("ex", "blocker"))
end)
