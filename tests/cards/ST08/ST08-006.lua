-- ST08-006 Penelope: scenario tests of scripts/cards/ST08/ST08-006.lua.
-- 【During Pair】【Attack】【Once per Turn】If this Unit is attacking the enemy player, reveal 1 (Earth
-- Federation) Unit card from your hand. Return it to the bottom of your deck. If you do, draw 2.
--
-- Pilot: ST02-010 Heero Yuy.  Hand: ST01-005 GM ((Earth Federation) Unit), ST05-006 Hyakuren
-- ((Teiwaz) Unit), ST08-011 Lane Aim ((Earth Federation) Pilot).

local function board(pilot, hand)
  return game{ p1 = { deck = 10, hand = hand, battle = {{"ST08-006", pilot = pilot, as = "penelope"}} },
               p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "enemy"}} } }
end

scenario({"13-2-10-1", "Q77"}, "ST08-006 Penelope: paired, attacking the player, an (Earth Federation) Unit card to the bottom, draw 2",
         function()
  local g = board("ST02-010", {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}, {"ST05-006", as = "hyakuren"}, {"ST08-011", as = "lane"}})
  g:choose("attack " .. c(g, "penelope") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm2"))
  g:expect_no_option(c(g, "hyakuren"))
  g:expect_no_option(c(g, "lane"))       -- a Pilot card
  g:choose(c(g, "gm"))
  ok(logged(g, "reveals"))
  eq(g:cards(1, "deck")[1], g:card("gm"), "at the bottom")
  g:expect_count(1, "hand", 4 - 1 + 2)
  g:expect_count(1, "deck", 10 + 1 - 2)
end)

scenario({"5-20-1", "10-1-3"}, "ST08-006 Penelope: no (Earth Federation) Unit card in the hand, no draw", function()
  local g = board("ST02-010", {{"ST05-006", as = "hyakuren"}})
  g:choose("attack " .. c(g, "penelope") .. " p2")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 10)
end)

scenario({"13-2-10-1", "10-2-1"}, "ST08-006 Penelope: attacking a Unit, or with no Pilot, nothing", function()
  local g = board("ST02-010", {{"ST01-005", as = "gm"}})
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "enemy"))
  g:expect_loc("gm", "hand")
  g:expect_count(1, "deck", 10)
  local g2 = game{ p1 = { deck = 10, hand = {{"ST01-005", as = "gm"}}, battle = {{"ST08-006", as = "penelope"}} },
                   p2 = { deck = 10, shields = 3 } }
  g2:choose("attack " .. c(g2, "penelope") .. " p2")
  g2:expect_loc("gm", "hand")
  g2:expect_count(1, "deck", 10)
end)
