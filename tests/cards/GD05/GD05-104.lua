-- GD05-104 At the Risk of One's Life: 【Action】Choose 1 friendly (Shrike Team) Unit. It gains the
-- following effect during this turn: ■【During Link】【Destroyed】Choose 1 friendly (League
-- Militaire) Unit. Set it as active.  【Pilot】[Helen Jackson]
-- Props: GD04-015 Gun EZ (Shrike Team, League Militaire; link (Shrike Team) Trait), GD04-104
-- Shrike Team's Bulwark (a (Shrike Team) 【Pilot】 Command: links it), ST02-010 Heero Yuy (does
-- not), GD05-009 Gun Blaster (League Militaire), TEST-A19-002.
use_cards("tests/data/cards/api19.json")

scenario({"5-16-1", "13-2-8-1", "13-2-12-1"}, "GD05-104 At the Risk of One's Life: the linked Unit gains a 【Destroyed】 for the turn",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD05-104", as = "risk"}},
                         battle = {{"GD04-015", pilot = "GD04-104", as = "ez"}, {"GD05-009", rested = true, as = "blaster"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-002", as = "t1"}, {"TEST-A19-002", as = "t2"}},
                         battle = {{"ST01-005", as = "gm"}} } }
  ok(g:linked("ez"))
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "blaster"))
  g:choose("play " .. c(g, "risk"))     -- P1 first in the action step
  g:choose("play " .. c(g, "t1"))
  g:choose(c(g, "ez"))
  g:choose("play " .. c(g, "t2"))
  g:choose(c(g, "ez"))                  -- 6 damage: destroyed
  g:expect_loc("ez", "trash")
  ok(not g:rested("blaster"), "its gained 【Destroyed】 set Gun Blaster active")
end)

scenario({"13-2-12-1", "5-16-1"}, "GD05-104 At the Risk of One's Life: not linked, nothing; the next turn, nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD05-104", as = "risk"}},
                         battle = {{"GD04-015", pilot = "ST02-010", as = "ez"}, {"GD05-009", rested = true, as = "blaster"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-002", as = "t1"}, {"TEST-A19-002", as = "t2"}},
                         battle = {{"ST01-005", as = "gm"}} } }
  ok(not g:linked("ez"))
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "blaster"))
  g:choose("play " .. c(g, "risk"))
  g:choose("play " .. c(g, "t1"))
  g:choose(c(g, "ez"))
  g:choose("play " .. c(g, "t2"))
  g:choose(c(g, "ez"))
  g:expect_loc("ez", "trash")
  ok(g:rested("blaster"))
end)
