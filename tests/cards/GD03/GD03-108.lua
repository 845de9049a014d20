-- GD03-108 How Many Miles to the Battlefield?: scenario tests of scripts/cards/GD03/GD03-108.lua.
-- 【Main】Deploy 1 [Hy-Gogg]((Cyclops Team)･AP2･HP1) Unit token.

scenario({"10-1-8-1", "5-17-1"}, "GD03-108 How Many Miles: an active Hy-Gogg token", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-108", as = "cmd"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  local t = g:cards(1, "battle")
  eq(#t, 1)
  eq(g:number(t[1]), "T-013")
  ok(not g:rested(t[1]), "deployed active")
end)
