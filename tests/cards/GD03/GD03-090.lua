-- GD03-090 Mikhail Kaminsky: scenario tests of scripts/cards/GD03/GD03-090.lua.
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 of your (Cyclops Team) Units. It gains <Breach 1> during this turn.
--
-- Mikhail is paired with GD03-017 Kämpfer ((Cyclops Team)).  Props: GD03-027 Z'Gok E ((Cyclops
-- Team)), ST01-005 GM.

scenario({"13-2-7-1", "13-1-2-5"}, "GD03-090 Mikhail Kaminsky 【Attack】: a (Cyclops Team) Unit gains <Breach 1> this turn", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-017", pilot = "GD03-090", as = "kampfer"}, {"GD03-027", as = "zgok"},
                                              {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "kampfer") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "zgok"))
  eq(g:keyword("zgok", "breach"), 1)
  eq(g:keyword("kampfer", "breach"), 0)
  g:next_turn()
  eq(g:keyword("zgok", "breach"), 0, "only during this turn")
end)

scenario("13-2-5-1", "GD03-090 Mikhail Kaminsky 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-090", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
