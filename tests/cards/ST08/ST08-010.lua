-- ST08-010 Hathaway Noa: scenario tests of scripts/cards/ST08/ST08-010.lua.
-- 【Burst】Add this card to your hand.
-- 【When Paired】If this is a (Mafty) Unit, choose 1 of your (Mafty) Units. During this turn, it may
-- choose a damaged active enemy Unit as its attack target.
--
-- (Mafty) Units: ST08-003 Messer (Type-F Naked) (Commander Type) (links with Hathaway), ST08-005
-- Messer Type-F02 Minelayer, vanilla.  Enemy (active): ST05-006 Hyakuren damaged, ST01-005 GM not.

local ENEMY = {{"ST05-006", damage = 1, as = "hurt"}, {"ST01-005", as = "whole"}}

scenario({"13-2-9-1", "8-2-2"}, "ST08-010 Hathaway 【When Paired】: a (Mafty) Unit of yours may attack a damaged active enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST08-010", as = "hathaway"}},
                         battle = {{"ST08-003", as = "messer"}, {"ST08-005", as = "minelayer"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "hathaway") .. " " .. c(g, "messer"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "messer"))        -- the Unit Hathaway is paired with may be chosen
  g:expect_no_option(c(g, "gm"))         -- not (Mafty)
  g:choose(c(g, "minelayer"))
  g:expect_option("attack " .. c(g, "minelayer") .. " " .. c(g, "hurt"))
  g:expect_no_option("attack " .. c(g, "minelayer") .. " " .. c(g, "whole"))   -- undamaged
  g:expect_no_option("attack " .. c(g, "messer") .. " " .. c(g, "hurt"))       -- not chosen
  g:choose("attack " .. c(g, "minelayer") .. " " .. c(g, "hurt"))
  g:expect_loc("hurt", "trash")
end)

scenario({"13-2-9-1", "10-2-1"}, "ST08-010 Hathaway: paired with a Unit that is not (Mafty), nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST08-010", as = "hathaway"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST08-005", as = "minelayer"}} },
                  p2 = { deck = 10, battle = ENEMY } }
  g:choose("pair " .. c(g, "hathaway") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("attack " .. c(g, "minelayer") .. " " .. c(g, "hurt"))
end)

scenario("13-2-5-1", "ST08-010 Hathaway 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST08-010", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
