-- GD04-124 9th Tactical Testing Sector: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to
-- your hand.  When you place an EX Resource, choose 1 friendly (Academy) Unit. It gets AP+2 during
-- this turn.
-- Props: TEST-A19-009 (【Main】Place 1 EX Resource), GD01-084 Beguir-Pente (Academy, AP2).
use_cards("tests/data/cards/api19.json")

scenario({"5-17-3-2-1"}, "GD04-124 9th Tactical Testing Sector: an EX Resource placed: an (Academy) Unit gets AP+2, each time", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-009", as = "ex1"}, {"TEST-A19-009", as = "ex2"}},
                         base = {{"GD04-124", as = "sector"}}, battle = {{"GD01-084", as = "bp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ex1"))
  eq(g:ap("bp"), 4)
  g:choose("play " .. c(g, "ex2"))
  eq(g:ap("bp"), 6)
end)
