-- ST05-010 Mikazuki Augus: scenario tests of scripts/cards/ST05/ST05-010.lua.
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.
--
-- Props: ST05-004 Graze Custom (AP2 HP2), ST01-005 GM (AP2 HP2), ST05-006 Hyakuren (HP3).

scenario({"13-2-9-1", "3-3-9-2"}, "ST05-010 Mikazuki Augus 【When Paired】: 1 damage to 1 of your Units and 1 enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-010", as = "mika"}},
                         battle = {{"ST05-004", as = "graze"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}, {"ST05-006", as = "hyakuren"}} } }
  g:choose("pair " .. c(g, "mika") .. " " .. c(g, "graze"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "graze"))         -- the Unit Mikazuki is paired with is one of yours
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gm"))
  g:expect_no_option(c(g, "graze"))
  g:choose(c(g, "hyakuren"))
  eq(g:damage("gm"), 1)
  eq(g:damage("hyakuren"), 1)
  eq(g:damage("graze"), 0)
  eq(g:damage("enemy"), 0)
end)

scenario({"13-2-9-1", "10-1-3"}, "ST05-010 Mikazuki Augus: no enemy Unit, your Unit still takes 1 damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-010", as = "mika"}},
                         battle = {{"ST05-004", as = "graze"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "mika") .. " " .. c(g, "graze"))
  eq(g:damage("graze"), 1, "its only Unit, chosen without asking")
end)

scenario("13-2-5-1", "ST05-010 Mikazuki Augus 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST05-010", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
