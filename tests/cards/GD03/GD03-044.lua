-- GD03-044 Daughtress Flyer: scenario tests of scripts/cards/GD03/GD03-044.lua.
-- 【Deploy】Deploy 1 rested [Daughtress]((New UNE)･AP0･HP1) Unit token.

scenario({"13-2-6-1", "5-17-1"}, "GD03-044 Daughtress Flyer 【Deploy】: a rested Daughtress token", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-044", as = "flyer"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "flyer"))
  g:expect_count(1, "battle", 2)
  local token
  for _, id in ipairs(g:cards(1, "battle")) do if g:number(id) == "T-012" then token = id end end
  ok(token, "T-012 Daughtress deployed")
  ok(g:rested(token))
  ok(not g:rested("flyer"))
end)
