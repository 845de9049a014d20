-- GD04-029 Gundam Dynames (GN Full Shield): 【Once per Turn】If you have a (CB) Pilot in play, when
-- this Unit receives damage from an enemy, reduce it by 1.
-- Props: GD04-089 Nena Trinity ((CB) Pilot, HP+3), ST01-010 Amuro Ray (not CB), TEST-A19-002
-- (deal 3 damage to an enemy Unit), TEST-A19-001 (deal 1 damage to one of your Units).
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "13-2-13-1"}, "GD04-029 Dynames (GN Full Shield): enemy damage reduced by 1, once per turn",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-029", pilot = "GD04-089", as = "dynames"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-002", as = "t1"}, {"TEST-A19-002", as = "t2"}} } }
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("dynames"), 2, "3 - 1")
  g:choose("play " .. c(g, "t2"))
  eq(g:damage("dynames"), 5, "2 + 3: 【Once per Turn】")
end)

scenario({"5-21-1", "10-2-1"}, "GD04-029 Dynames (GN Full Shield): not without a (CB) Pilot, not your own damage",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-029", pilot = "ST01-010", as = "dynames"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t1"}} } }
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("dynames"), 3, "Amuro is no (CB) Pilot")
  local h = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-001", as = "ff"}},
                         battle = {{"GD04-029", pilot = "GD04-089", as = "dynames"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "ff"))
  eq(h:damage("dynames"), 1, "your own effect: not from an enemy")
end)
