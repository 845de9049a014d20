-- ST05-012 McGillis Fareed: scenario tests of scripts/cards/ST05/ST05-012.lua.
-- 【Burst】Add this card to your hand.
-- 【When Paired】If you have 2 or more other (Gjallarhorn)/(Tekkadan) Units in play, choose 1 enemy
-- Unit with 3 or less HP. Rest it.
--
-- Props: ST05-009 Graze (Gjallarhorn), ST05-004 Graze Custom (Tekkadan), ST05-008 Graze
-- Commander Type (Gjallarhorn, <Blocker>); enemy ST01-005 GM (HP2), ST05-006 Hyakuren (HP3),
-- ST07-003 Gundam Virtue (HP4).

local ENEMY = {{"ST01-005", as = "gm"}, {"ST05-006", as = "hyakuren"}, {"ST07-003", as = "virtue"}}

scenario({"13-2-9-1", "5-19-1"}, "ST05-012 McGillis Fareed 【When Paired】: 2 other (Gjallarhorn)/(Tekkadan) Units, rest an enemy Unit with 3 or less HP",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-012", as = "mcgillis"}},
                         battle = {{"ST05-009", as = "graze"}, {"ST05-004", as = "custom"}, {"ST05-008", as = "commander"}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "mcgillis") .. " " .. c(g, "graze"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_no_option(c(g, "virtue"))     -- HP4
  g:choose(c(g, "hyakuren"))
  ok(g:rested("hyakuren"))
  ok(not g:rested("gm"))
end)

scenario({"13-2-9-1", "10-2-1"}, "ST05-012 McGillis Fareed: the Unit it is paired with is not \"other\": 1 other, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-012", as = "mcgillis"}},
                         battle = {{"ST05-009", as = "graze"}, {"ST05-004", as = "custom"}, {"ST01-005", as = "gm1"}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "mcgillis") .. " " .. c(g, "graze"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(not g:rested("gm") and not g:rested("hyakuren"))
end)

scenario({"13-2-9-1", "10-2-1"}, "ST05-012 McGillis Fareed: enemy (Gjallarhorn) Units do not count", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-012", as = "mcgillis"}},
                         battle = {{"ST05-009", as = "graze"}, {"ST05-004", as = "custom"}} },
                  p2 = { deck = 10, battle = {{"ST05-009", as = "gm"}, {"ST05-008"}} } }
  g:choose("pair " .. c(g, "mcgillis") .. " " .. c(g, "graze"))
  g:expect_decision{ kind = "action", player = 1 }
  ok(not g:rested("gm"))
end)

scenario("13-2-5-1", "ST05-012 McGillis Fareed 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST05-012", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
