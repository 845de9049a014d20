-- GD05-097 Domon Kasshu: 【Burst】Add this card to your hand.  【When Paired】Draw 1. Then, discard 1.
-- If you discard a (Special Move) Command card with this effect, you may activate its 【Main】.
-- Props: TEST-A19-011 (a (Special Move) Command, 【Main】/【Action】Draw 1), ST01-012 (a Command
-- without the trait), ST01-005 GM.
use_cards("tests/data/cards/api19.json")

scenario({"13-2-8-1", "13-2-3-1"}, "GD05-097 Domon Kasshu: discarding a (Special Move) Command, you may activate its 【Main】", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-097", as = "domon"}, {"TEST-A19-011", as = "move"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "domon") .. " " .. c(g, "gm"))
  g:expect_count(1, "hand", 2)           -- drew 1
  g:choose(c(g, "move"))                 -- discard it
  g:expect_loc("move", "trash")
  g:choose("yes")
  g:expect_count(1, "hand", 2)           -- its 【Main】: draw 1
  ok(logged(g, "activates the effect of Special Move Test Command"), "its 【Main】 activated")
end)

scenario({"13-2-8-1"}, "GD05-097 Domon Kasshu: another card discarded: no 【Main】", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-097", as = "domon"}, {"ST01-012", as = "cmd"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "domon") .. " " .. c(g, "gm"))
  g:choose(c(g, "cmd"))
  g:expect_loc("cmd", "trash")
  ok(not g:has_option("yes"), "no question")
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-5-1"}, "GD05-097 Domon Kasshu: 【Burst】 adds it to the hand", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, shields = {{"GD05-097", as = "domon"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:choose("yes")
  g:expect_loc("domon", "hand")
end)
