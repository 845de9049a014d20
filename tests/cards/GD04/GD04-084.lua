-- GD04-084 Sleggar Law: 【Attack】 a (White Base Team) Unit of yours gets AP+1; 【Burst】.
-- Props: GD04-012 Core Booster ((White Base Team)), GD04-005 GM III (not).

scenario({"13-2-7-1", "3-3-9-2"}, "GD04-084 Sleggar Law: attacking, 1 of your (White Base Team) Units gets AP+1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-012", pilot = "GD04-084", as = "booster"},
                                              {"GD04-012", as = "other"}, {"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10, shields = 2 } }
  eq(g:ap("booster"), 3 + 1)
  g:choose("attack " .. c(g, "booster") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm3"))
  g:choose(c(g, "other"))
  eq(g:ap("other"), 4)
  eq(g:ap("booster"), 4)
  g:next_turn()
  eq(g:ap("other"), 3, "during this turn only")
end)

scenario("13-2-5-1", "GD04-084 Sleggar Law 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-084", as = "sleggar"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("sleggar"), "hand")
end)
