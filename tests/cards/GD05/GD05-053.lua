-- GD05-053 Quess's Jagd Doga: 【Destroyed】If this Unit is destroyed by one of your (Neo Zeon) card's
-- effects, add it from your trash to your hand.
-- Props: TEST-A19-006 ((Neo Zeon) Command: destroy 1 Unit), GD01-115 Zeon Remnant Forces, ST01-005 GM.
use_cards("tests/data/cards/api19.json")

scenario({"13-2-8-1", "5-10-1"}, "GD05-053 Quess's Jagd Doga: destroyed by your (Neo Zeon) effect, it returns to your hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-006", as = "purge"}},
                         battle = {{"GD05-053", as = "jagd"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "purge"))
  eq(g:number(g:cards(1, "hand")[1]), "GD05-053")
end)

scenario({"13-2-8-1", "5-5-3"}, "GD05-053 Quess's Jagd Doga: not by battle damage, not by an enemy effect", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-053", rested = true, as = "jagd"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-006", as = "purge"}} } }
  g:choose("play " .. c(g, "purge"))
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "trash", 1)
end)
