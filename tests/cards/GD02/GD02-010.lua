-- GD02-010 Raider Gundam: 【Once per Turn】When this Unit receives enemy effect damage, draw 1.
-- Props: GD01-115 Zeon Remnant Forces (【Main】/【Action】 deal 1 damage to an enemy Unit),
-- ST01-005 GM (AP2); TEST-A19-001 (【Main】 deal 1 damage to one of your Units).
use_cards("tests/data/cards/api19.json")

scenario({"5-5-4", "13-2-13-1"}, "GD02-010 Raider Gundam: enemy effect damage draws 1, once per turn",
         function()
  local g = game{ turn = 2, active = 2,
                  p1 = { deck = 10, battle = {{"GD02-010", as = "raider"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"GD01-115", as = "c1"}, {"GD01-115", as = "c2"}} } }
  g:choose("play " .. c(g, "c1"))
  eq(g:damage("raider"), 1, "1 effect damage")
  g:expect_count(1, "hand", 1)
  g:choose("play " .. c(g, "c2"))
  eq(g:damage("raider"), 2)
  g:expect_count(1, "hand", 1)   -- 【Once per Turn】
end)

scenario({"5-5-3", "5-5-4"}, "GD02-010 Raider Gundam: battle damage and its own side's effects draw nothing",
         function()
  local g = game{ turn = 2, active = 2,
                  p1 = { deck = 10, battle = {{"GD02-010", rested = true, as = "raider"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "raider"))
  while g:decision().kind == "action" and g:has_option("pass") do g:pass() end
  eq(g:damage("raider"), 2, "2 battle damage")
  g:expect_count(1, "hand", 0)
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-115", as = "c1"}},
                         battle = {{"GD02-010", as = "raider"}} },
                  p2 = { deck = 10, battle = {{"GD02-010", as = "enemy"}} } }
  h:choose("play " .. c(h, "c1"))      -- P1 damages P2's Raider: P2 draws
  eq(h:damage("enemy"), 1)
  h:expect_count(2, "hand", 1)
  h:expect_count(1, "hand", 0)
end)

scenario({"5-5-4"}, "GD02-010 Raider Gundam: effect damage from its own player's effect draws nothing",
         function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-001", as = "ff"}},
                         battle = {{"GD02-010", as = "raider"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ff"))
  eq(g:damage("raider"), 1)
  g:expect_count(1, "hand", 0)
end)
