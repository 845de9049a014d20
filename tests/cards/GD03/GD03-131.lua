-- GD03-131 Eternal: scenario tests of scripts/cards/GD03/GD03-131.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if you have 2 or more (Triple Ship Alliance)
-- Units in play, choose 1 enemy Unit that is Lv.4 or lower. Return it to its owner's hand.
--
-- Props: GD01-081 M1 Astray ((Triple Ship Alliance)); enemy GD01-018 ReZEL (Lv.3), GD01-027 Big
-- Zam (Lv.7).

scenario({"13-2-6-1", "5-20-2"}, "GD03-131 Eternal 【Deploy】: 2 (Triple Ship Alliance) Units, an enemy Lv.4 or lower to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-131", as = "eternal"}}, shields = 2, battle = {"GD01-081", "GD01-081"} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "eternal"))
  g:expect_count(1, "shields", 1)
  eq(g:loc("rezel"), "hand")
  eq(g:loc("bigzam"), "battle")
end)

scenario("5-20-2", "GD03-131 Eternal: 1 (Triple Ship Alliance) Unit, only the Shield", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-131", as = "eternal"}}, shields = 2, battle = {"GD01-081"} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, "GD01-081"} } }
  g:choose("play " .. c(g, "eternal"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "hand", 1)
  eq(g:loc("rezel"), "battle")
end)

scenario("13-2-5-1", "GD03-131 Eternal 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD03-131", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "base")
  g:expect_count(2, "hand", 1)
end)
