-- GD02-009 Calamity Gundam: 【Once per Turn】When this Unit's AP is reduced by an enemy effect, choose
-- 1 rested enemy Unit. Deal 2 damage to it.
-- Props: GD04-113 Damage Control (its 【Burst】: an enemy Unit gets AP-2), TEST-A19-010 (【Main】Choose
-- 1 enemy Unit. It gets AP-1 during this turn.), GD01-027 Big Zam, ST01-005 GM.
use_cards("tests/data/cards/api19.json")

scenario({"10-1-6-1", "13-2-13-1"}, "GD02-009 Calamity Gundam: its AP reduced by an enemy effect: 2 damage to a rested enemy Unit, once",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD02-009", as = "calamity"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-010", as = "m1"}, {"TEST-A19-010", as = "m2"}},
                         battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("play " .. c(g, "m1"))
  eq(g:ap("calamity"), 2)
  eq(g:damage("bigzam"), 2)
  g:choose("play " .. c(g, "m2"))
  eq(g:damage("bigzam"), 2, "【Once per Turn】")
end)

scenario({"10-1-6-2"}, "GD02-009 Calamity Gundam: not an AP raise, not its own side's reduction", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-010", as = "m1"}},
                         battle = {{"GD02-009", as = "calamity"}, {"GD02-009", as = "calamity2"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("play " .. c(g, "m1"))       -- (P1's own: the enemy is Big Zam: AP-1 to it)
  eq(g:ap("bigzam"), 4)
  eq(g:damage("bigzam"), 0)
end)
