-- EB01-015 Prototype Asshimar TR-3 "Kehaar": 【Destroyed】 with 2 or more other rested Units in play,
-- 1 damage to a rested enemy Unit.
-- Props: GD05-031 (AP4 HP4, no text), ST01-005 GM.

scenario({"13-2-8-1", "10-2-1"}, "EB01-015 Kehaar: destroyed, 2 other rested Units: 1 damage to a rested enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-031", as = "att"}, {"ST01-005", as = "active"}} },
                  p2 = { deck = 10, battle = {{"EB01-015", rested = true, as = "kehaar"}, {"ST01-005", rested = true, as = "own"}} } }
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "kehaar"))
  eq(g:loc("kehaar"), "trash")
  -- the only rested enemy Unit (of P2) is the attacker: taken without asking; P2's own GM is no enemy
  eq(g:damage("att"), 2, "1 from the battle, 1 from the effect")
  eq(g:damage("own"), 0)
  eq(g:damage("active"), 0)
end)

scenario("10-2-1", "EB01-015 Kehaar: only 1 other rested Unit (Kehaar itself is not counted), nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-031", as = "att"}} },
                  p2 = { deck = 10, battle = {{"EB01-015", rested = true, as = "kehaar"}} } }
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "kehaar"))
  eq(g:loc("kehaar"), "trash")
  eq(g:damage("att"), 1, "the battle damage only")
end)
