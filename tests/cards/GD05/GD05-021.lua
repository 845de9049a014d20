-- GD05-021 Gundam AGE-2 Double Bullet: 【Activate･Action】【Once per Turn】①：This Unit gets AP+4
-- during this battle.  【Once per Turn】When this Unit receives enemy damage, if you have an (Earth
-- Federation) Pilot in play, reduce it by 2.
-- Props: ST01-010 Amuro Ray (Earth Federation Pilot), GD04-089 Nena Trinity (not), TEST-A19-002,
-- ST08-007 Penelope (AP5 HP4), GD01-027 Big Zam (HP6).
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "13-2-13-1"}, "GD05-021 Gundam AGE-2 Double Bullet: enemy damage reduced by 2 once per turn, with an (Earth Federation) Pilot",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-021", pilot = "ST01-010", as = "age2"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-002", as = "t1"}, {"TEST-A19-002", as = "t2"}} } }
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("age2"), 1)
  g:choose("play " .. c(g, "t2"))
  eq(g:damage("age2"), 4)
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-021", pilot = "GD04-089", as = "age2"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t1"}} } }
  h:choose("play " .. c(h, "t1"))
  eq(h:damage("age2"), 3, "no (Earth Federation) Pilot")
end)

scenario({"10-1-7-3", "13-2-2-1", "13-2-13-1"}, "GD05-021 Gundam AGE-2 Double Bullet: ①: AP+4 during this battle, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, battle = {{"GD05-021", as = "age2"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "age2") .. " " .. c(g, "bigzam"))   -- (P2 has nothing to do: passes)
  g:choose("activate " .. c(g, "age2") .. " 1")   -- (then nobody has anything to do: the battle goes on)
  ok(logged(g, "Gundam AGE-2 Double Bullet #" .. g:card("age2") .. " gets AP+4"))
  g:expect_loc("bigzam", "trash")               -- 8 battle damage of 6 HP
  g:expect_count(1, "trash", 1)                 -- (AGE-2 took Big Zam's 5 of its 5 HP too)
end)
