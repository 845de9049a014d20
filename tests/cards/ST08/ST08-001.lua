-- ST08-001 Ξ Gundam: while you have no Units that are Lv.6 or higher in play, this card in your hand
-- gets Lv. -1 and cost -1 for each enemy Unit in play.  【When Paired】Choose 1 enemy Unit with the
-- highest Lv. Deal 3 damage to it.
-- Props: ST01-005 GM, GD01-027 Big Zam (Lv7), ST08-010 Hathaway Noa (links it), ST02-010 Heero Yuy.

scenario({"2-9-1", "2-10-1", "10-1-2"}, "ST08-001 Ξ Gundam: Lv. and cost -1 in the hand for each enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-001", as = "xi"}} },
                  p2 = { deck = 10, battle = {"ST01-005", "ST01-005", "ST01-005", "ST01-005"} } }
  g:expect_option("play " .. c(g, "xi"))       -- Lv.9 - 4 = 5, cost 8 - 4 = 4
  local h = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-001", as = "xi"}} },
                  p2 = { deck = 10, battle = {"ST01-005", "ST01-005", "ST01-005"} } }
  h:expect_no_option("play " .. c(h, "xi"))     -- Lv.6 with 5 Resources
  local k = game{ p1 = { deck = 10, resources = 5, hand = {{"ST08-001", as = "xi"}}, battle = {"GD01-027"} },
                  p2 = { deck = 10, battle = {"ST01-005", "ST01-005", "ST01-005", "ST01-005"} } }
  k:expect_no_option("play " .. c(k, "xi"))     -- you have a Lv.6 or higher Unit
end)

scenario({"13-2-9-1"}, "ST08-001 Ξ Gundam: paired, 3 damage to the enemy Unit with the highest Lv.", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}}, battle = {{"ST08-001", as = "xi"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "xi"))
  eq(g:damage("bigzam"), 3)
  eq(g:damage("gm"), 0)
end)
