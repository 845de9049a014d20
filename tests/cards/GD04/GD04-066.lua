-- GD04-066 Unicorn Gundam (Awakened): <Suppression>.  When you activate a Command's 【Main】/【Action】
-- effect, choose 1 enemy Unit. It gets AP-2 during this turn.
-- Props: TEST-A19-008 (【Main】Draw 1), GD01-027 Big Zam (AP5).
use_cards("tests/data/cards/api19.json")

scenario({"10-1-8-1", "13-2-3-1"}, "GD04-066 Unicorn Gundam (Awakened): each Command you activate gives an enemy Unit AP-2", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-008", as = "d1"}, {"TEST-A19-008", as = "d2"}},
                         battle = {{"GD04-066", as = "unicorn"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "d1"))
  eq(g:ap("bigzam"), 3)
  g:choose("play " .. c(g, "d2"))
  eq(g:ap("bigzam"), 1)
end)

scenario({"10-1-8-1"}, "GD04-066 Unicorn Gundam (Awakened): not the opponent's Commands", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-066", as = "unicorn"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-008", as = "d1"}}, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "d1"))
  eq(g:ap("bigzam"), 5)
end)
