-- GD03-024 Hy-Gogg: scenario tests of scripts/cards/GD03/GD03-024.lua.
-- 【When Linked】If you have another (Cyclops Team) Unit in play, deploy 1 rested
-- [Hy-Gogg]((Cyclops Team)･AP2･HP1) Unit token.
--
-- Props: GD03-090 Mikhail Kaminsky ((Cyclops Team) Pilot: links), ST02-010 Heero Yuy (no link),
-- GD03-027 Z'Gok E ((Cyclops Team)), ST01-005 GM.

local function board(pilot, other)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}},
                      battle = {{"GD03-024", as = "hygogg"}, other} },
               p2 = { deck = 10 } }
end

local function tokens(g)
  local t = {}
  for _, id in ipairs(g:cards(1, "battle")) do
    if g:number(id) == "T-013" then t[#t + 1] = id end
  end
  return t
end

scenario({"13-2-11-1", "5-17-1"}, "GD03-024 Hy-Gogg 【When Linked】: with another (Cyclops Team) Unit, a rested Hy-Gogg token",
         function()
  local g = board("GD03-090", "GD03-027")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "hygogg"))
  ok(g:linked("hygogg"))
  local t = tokens(g)
  eq(#t, 1)
  ok(g:rested(t[1]), "deployed rested")
  eq(g:ap(t[1]), 2)
  eq(g:hp(t[1]), 1)
end)

scenario("10-2-1", "GD03-024 Hy-Gogg: no other (Cyclops Team) Unit, no token", function()
  local g = board("GD03-090", "ST01-005")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "hygogg"))
  eq(#tokens(g), 0)
end)

scenario("13-2-11-1", "GD03-024 Hy-Gogg: paired without a link, no token", function()
  local g = board("ST02-010", "GD03-027")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "hygogg"))
  ok(not g:linked("hygogg"))
  eq(#tokens(g), 0)
end)
