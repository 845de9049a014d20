-- GD03-126 Cyclops Team: scenario tests of scripts/cards/GD03/GD03-126.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- All friendly Unit tokens get AP+1 during your opponent's turn.
--
-- Tokens: T-013 Hy-Gogg (AP2).

scenario("10-1-5-1", "GD03-126 Cyclops Team: your Unit tokens get AP+1 during the opponent's turn only", function()
  local g = game{ p1 = { deck = 10, base = {"GD03-126"}, battle = {{"T-013", as = "token"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"T-013", as = "enemy"}} } }
  eq(g:ap("token"), 2, "not during your turn")
  g:next_turn()
  eq(g:ap("token"), 3)
  eq(g:ap("gm"), 2, "not a token")
  eq(g:ap("enemy"), 2, "not the enemy's tokens")
end)

scenario("13-2-5-1", "GD03-126 Cyclops Team 【Burst】: deployed; the attacked player's tokens get AP+1 at once", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD03-126", as = "card"}}, battle = {{"T-013", as = "token"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "base")
  g:expect_count(2, "hand", 1)
  eq(g:ap("token"), 3)
end)
