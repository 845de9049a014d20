-- GD05-101 Gavane Goonny: 【Once per Turn】When you pay ① or more for one of your Unit's effects, if
-- this is a (Militia) Unit, it may recover 2 HP.  【Burst】Add this card to your hand.
-- Props: TEST-A19-003 (Militia; 【Activate･Main】①：Draw 1), ST01-005 GM (not Militia).
use_cards("tests/data/cards/api19.json")

scenario({"5-6-1", "13-2-13-1"}, "GD05-101 Gavane Goonny: its (Militia) Unit may recover 2 HP when you pay ①", function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"TEST-A19-003", pilot = "GD05-101", damage = 3, as = "payer"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "payer") .. " 1")
  g:choose("yes")
  eq(g:damage("payer"), 1)
  g:choose("activate " .. c(g, "payer") .. " 1")
  eq(g:damage("payer"), 1, "【Once per Turn】")
end)

scenario({"5-6-3"}, "GD05-101 Gavane Goonny: not a non-(Militia) Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"ST01-005", pilot = "GD05-101", damage = 1, as = "gm"}, {"TEST-A19-003", as = "payer"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "payer") .. " 1")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("gm"), 1)
end)
