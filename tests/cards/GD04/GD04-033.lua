-- GD04-033 Neo Zeong: when this Unit or one of your (Neo Zeon) Units is deployed, choose 1 enemy
-- Unit. Deal 3 damage to it.  【During Link】All your Units gain (Neo Zeon).
-- Props: ST03-005 Dra-C (Neo Zeon), ST01-005 GM (not), GD01-027 Big Zam, TEST-A19-012 Full Frontal
-- Test Pilot (a Pilot named Full Frontal: links it).

use_cards("tests/data/cards/api19.json")

scenario({"10-1-6-1", "13-2-6-1"}, "GD04-033 Neo Zeong: itself or a (Neo Zeon) Unit deployed: 3 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 10, hand = {{"GD04-033", as = "zeong"}, {"ST03-005", as = "drac"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "zeong"))
  eq(g:damage("bigzam"), 3)
  g:choose("play " .. c(g, "gm"))
  eq(g:damage("bigzam"), 3, "GM is no (Neo Zeon) Unit")
  g:choose("play " .. c(g, "drac"))
  g:expect_loc("bigzam", "trash")
end)

scenario({"5-16-1", "13-2-12-1"}, "GD04-033 Neo Zeong: linked, all your Units gain (Neo Zeon): a GM deployed counts", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "gm"}},
                         battle = {{"GD04-033", pilot = "TEST-A19-012", as = "zeong"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  ok(g:linked("zeong"))
  g:choose("play " .. c(g, "gm"))
  eq(g:damage("bigzam"), 3, "GM has (Neo Zeon) now")
end)
