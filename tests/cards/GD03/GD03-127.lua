-- GD03-127 Jachin Due: scenario tests of scripts/cards/GD03/GD03-127.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, Choose 1 friendly (ZAFT) Unit. It gets AP+3
-- during this turn.
--
-- Props: GD03-046 CGUE ((ZAFT), AP2), ST01-005 GM.

scenario({"13-2-6-1", "5-20-2"}, "GD03-127 Jachin Due 【Deploy】: a Shield to the hand, then a (ZAFT) Unit gets AP+3", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-127", as = "jd"}}, shields = 2,
                         battle = {{"GD03-046", as = "cgue"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "jd"))
  g:expect_count(1, "hand", 1)
  eq(g:ap("cgue"), 5)
  eq(g:ap("gm"), 2)
  g:next_turn()
  eq(g:ap("cgue"), 2)
end)

scenario("5-20-2", "GD03-127 Jachin Due: no (ZAFT) Unit, only the Shield", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-127", as = "jd"}}, shields = 2, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "jd"))
  g:expect_count(1, "hand", 1)
  eq(g:ap("gm"), 2)
end)

scenario("13-2-5-1", "GD03-127 Jachin Due 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD03-127", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "base")
  g:expect_count(2, "hand", 1)
end)
