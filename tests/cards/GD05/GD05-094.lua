-- GD05-094 Quess Paraya: 【Destroyed】Choose 1 of your (Neo Zeon) Units. During this turn, when it
-- receives enemy battle damage, reduce it by 2.  【Burst】Add this card to your hand.
-- Props: ST03-003 Geara Zulu (Neo Zeon, AP3 HP2), GD04-040 Schuzrum-Galluss (Neo Zeon, HP3),
-- TEST-A19-002, ST08-007 Penelope (AP5), ST01-005 GM (AP2 HP2).
use_cards("tests/data/cards/api19.json")

scenario({"13-2-8-1", "5-21-1"}, "GD05-094 Quess Paraya: its Unit destroyed: a (Neo Zeon) Unit takes 2 less enemy battle damage this turn",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST03-003", pilot = "GD05-094", as = "zulu"},
                                              {"GD04-040", rested = true, as = "galluss"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t"}},
                         battle = {{"ST08-007", as = "penelope"}, {"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "t"))
  g:choose(c(g, "zulu"))               -- 3 damage of 3 HP: destroyed with Quess
  g:expect_loc("zulu", "trash")
  g:expect_loc("galluss", "battle")    -- the one (Neo Zeon) Unit left: chosen without asking
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "galluss"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("galluss"), 0, "2 - 2")
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "galluss"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("galluss", "trash")     -- 5 - 2 = 3 of 3 HP: every enemy battle damage this turn
end)
