-- GD03-036 Ξ Gundam (Flight Form): scenario tests of scripts/cards/GD03/GD03-036.lua.
-- 【When Linked】Deal 1 damage to all enemy Units.
--
-- Props: ST08-010 Hathaway Noa (links), ST02-010 Heero Yuy (no link); enemy ST01-005 GM (HP2),
-- GD01-027 Big Zam; own ST01-005 GM.

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}},
                      battle = {{"GD03-036", as = "xi"}, {"ST01-005", as = "mine"}} },
               p2 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "gm"}, {"GD01-027", as = "bigzam"}} } }
end

scenario("13-2-11-1", "GD03-036 Ξ Gundam 【When Linked】: 1 damage to all enemy Units", function()
  local g = board("ST08-010")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "xi"))
  -- Hathaway's own 【When Paired】 (ST08-010, scripted) triggers too: Ξ Gundam's effect first
  if g:decision().kind == "order" then g:choose("Ξ Gundam (Flight Form)") end
  ok(g:linked("xi"))
  eq(g:loc("gm"), "trash")
  eq(g:damage("bigzam"), 1)
  eq(g:damage("mine"), 0)
end)

scenario("13-2-11-1", "GD03-036 Ξ Gundam: paired without a link, nothing", function()
  local g = board("ST02-010")
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "xi"))
  eq(g:damage("gm"), 1)
  eq(g:damage("bigzam"), 0)
end)
