-- GD05-124 White Ark: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- During your turn, when you would rest a Unit with a friendly (League Militaire) Unit's effect, you
-- may rest this Base instead.
-- Props: TEST-A19-015 (a (League Militaire) Unit: 【Activate･Main】Choose 1 Unit. Rest it.), ST01-005 GM.
use_cards("tests/data/cards/api19.json")

scenario({"10-1-9-1"}, "GD05-124 White Ark: your (League Militaire) Unit's effect rests a Unit: you may rest White Ark instead",
         function()
  local g = game{ p1 = { deck = 10, base = {{"GD05-124", as = "ark"}}, battle = {{"TEST-A19-015", as = "lm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("activate " .. c(g, "lm") .. " 1")
  g:choose(c(g, "gm"))
  g:choose("yes")
  ok(g:rested("ark"))
  ok(not g:rested("gm"))
end)

scenario({"10-1-9-1"}, "GD05-124 White Ark: not in the opponent's turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, base = {{"GD05-124", as = "ark"}}, battle = {{"ST01-005", as = "mygm"}} },
                  p2 = { deck = 10, battle = {{"TEST-A19-015", as = "lm"}} } }
  g:choose("activate " .. c(g, "lm") .. " 1")
  g:choose(c(g, "mygm"))
  ok(g:rested("mygm"))
  ok(not g:rested("ark"))
end)
