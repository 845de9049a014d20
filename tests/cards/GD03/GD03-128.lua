-- GD03-128 Doritea: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】During your opponent's turn, when one of your Units is rested by one of your
-- opponent's effects, choose 1 enemy Unit. Deal 1 damage to it.
-- Props: TEST-A19-007 (【Main】Choose 1 Unit. Rest it.), ST01-005 GM, GD01-013 Gundam.
use_cards("tests/data/cards/api19.json")

scenario({"10-1-6-1", "13-2-13-1"}, "GD03-128 Doritea: the opponent's effect rests your Unit in their turn: 1 damage to an enemy Unit, once",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, base = {{"GD03-128", as = "doritea"}},
                         battle = {{"ST01-005", as = "gm1"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-007", as = "r1"}, {"TEST-A19-007", as = "r2"}},
                         battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "r1"))
  g:choose(c(g, "gm1"))
  eq(g:damage("gundam"), 1)
  g:choose("play " .. c(g, "r2"))
  g:choose(c(g, "gm2"))
  eq(g:damage("gundam"), 1, "【Once per Turn】")
end)

scenario({"10-1-6-2"}, "GD03-128 Doritea: not in your turn, not your own effect, not a rest by an attack", function()
  local g = game{ p1 = { deck = 10, resources = 1, base = {{"GD03-128", as = "doritea"}}, hand = {{"TEST-A19-007", as = "r1"}},
                         battle = {{"ST01-005", as = "gm1"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "r1"))
  g:choose(c(g, "gm1"))
  eq(g:damage("gundam"), 0)
end)
