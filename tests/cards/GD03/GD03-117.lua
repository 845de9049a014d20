-- GD03-117 Orga's Order: scenario tests of scripts/cards/GD03/GD03-117.lua.
-- 【Main】If 1 to 4 enemy Units are in play, deploy 1 [Graze Custom]((Tekkadan)･AP2･HP2) Unit token.
-- If 5 or more are in play, deploy 1 [Gundam Barbatos 4th Form]((Tekkadan)･AP4･HP4) Unit token.

local function play(n_enemies)
  local enemies = {}
  for i = 1, n_enemies do enemies[i] = "ST01-005" end
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-117", as = "cmd"}} },
                  p2 = { deck = 10, battle = enemies } }
  g:choose("play " .. c(g, "cmd"))
  local t = g:cards(1, "battle")
  return g, t
end

scenario("10-1-8-1", "GD03-117 Orga's Order: 4 enemy Units, a Graze Custom token", function()
  local g, t = play(4)
  eq(#t, 1)
  eq(g:number(t[1]), "T-016")
  ok(not g:rested(t[1]))
end)

scenario("10-1-8-1", "GD03-117 Orga's Order: 5 enemy Units, a Gundam Barbatos 4th Form token", function()
  local g, t = play(5)
  eq(#t, 1)
  eq(g:number(t[1]), "T-017")
end)

scenario("10-2-1", "GD03-117 Orga's Order: no enemy Unit, no token", function()
  local g, t = play(0)
  eq(#t, 0)
end)
