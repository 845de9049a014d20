-- GD03-075 Super Gundam: scenario tests of scripts/cards/GD03/GD03-075.lua.
-- 【During Link】【Attack】Choose 1 enemy Unit with no paired Pilot. It gets AP-2 during this turn.
--
-- Props: GD03-099 Emma Sheen ((AEUG) Pilot: links), ST02-010 Heero Yuy (no link); enemy
-- GD01-027 Big Zam (AP5), GD01-018 ReZEL paired with Heero.

local function board(pilot)
  return game{ p1 = { deck = 10, battle = {{"GD03-075", pilot = pilot, as = "super"}} },
               p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"},
                                                        {"GD01-018", pilot = "ST02-010", as = "rezel"}} } }
end

scenario({"13-2-12-2", "13-2-7-1"}, "GD03-075 Super Gundam 【During Link】【Attack】: an enemy Unit with no Pilot gets AP-2", function()
  local g = board("GD03-099")
  ok(g:linked("super"))
  g:choose("attack " .. c(g, "super") .. " p2")
  eq(g:ap("bigzam"), 3, "the only enemy Unit with no paired Pilot")
  eq(g:ap("rezel"), 6)
  g:next_turn()
  eq(g:ap("bigzam"), 5, "only during this turn")
end)

scenario("13-2-12-1", "GD03-075 Super Gundam: not linked, nothing", function()
  local g = board("ST02-010")
  g:choose("attack " .. c(g, "super") .. " p2")
  eq(g:ap("bigzam"), 5)
end)
