-- GD05-069 Gundam Maxter: During your turn, when this Unit destroys an enemy Unit with battle
-- damage, look at the top 4 cards of your deck. You may reveal 1 (Special Move) Command card among
-- them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.
-- 【During Link】【Attack】Activate 【Main】 on the card paired with this Unit.
-- Props: TEST-A19-017 (a (Special Move) Command, 【Main】/【Action】Draw 1, 【Pilot】[Chibodee
-- Crocket]: links), ST01-005 GM (AP2 HP2; also the deck's filler), ST02-010 Heero Yuy.
use_cards("tests/data/cards/api19.json")

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"13-2-12-1", "13-2-3-1"}, "GD05-069 Gundam Maxter: linked, its attack activates the paired Command's 【Main】", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-069", pilot = "TEST-A19-017", as = "maxter"}} },
                  p2 = { deck = 10, shields = 3 } }
  ok(g:linked("maxter"))
  g:choose("attack " .. c(g, "maxter") .. " p2")
  g:expect_count(1, "hand", 1)
end)

scenario({"10-1-6-1", "10-3-5"}, "GD05-069 Gundam Maxter: its battle kill in your turn: a (Special Move) Command of the top 4 to the hand, the rest to the bottom", function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005",
                                 {"TEST-A19-011", as = "move"}, "ST01-005"},
                         battle = {{"GD05-069", pilot = "ST02-010", as = "maxter"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "maxter") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_loc("gm", "trash")
  g:choose(c(g, "move"))
  g:expect_loc("move", "hand")
  g:expect_count(1, "deck", 7)
  ok(logged(g, "Special Move Test Command"), "revealed")
end)

scenario({"10-1-6-2"}, "GD05-069 Gundam Maxter: a battle kill in the opponent's turn: nothing", function()
  local g = game{ active = 2,
                  p1 = { deck = {"ST01-005", "ST01-005", "ST01-005", {"TEST-A19-011", as = "move"}},
                         battle = {{"GD05-069", rested = true, as = "maxter"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "maxter"))
  fight(g)
  g:expect_loc("gm", "trash")
  g:expect_loc("move", "deck")
  g:expect_count(1, "hand", 0)
end)
