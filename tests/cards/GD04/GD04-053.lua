-- GD04-053 Rey's Blaze Zaku Phantom: 【During Link】【Once per Turn】When this Unit receives damage
-- from an enemy, reduce it by 1.
-- Props: GD04-095 Lunamaria Hawke ((Minerva Squad) Pilot: links, HP+1), GD04-089 Nena Trinity
-- (does not link, HP+3), TEST-A19-002 (deal 3 damage to an enemy Unit).
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "13-2-12-1", "13-2-13-1"}, "GD04-053 Rey's Blaze Zaku Phantom: linked, enemy damage reduced by 1, once per turn",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-053", pilot = "GD04-095", as = "zaku"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-002", as = "t1"}, {"TEST-A19-002", as = "t2"}} } }
  ok(g:linked("zaku"))
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("zaku"), 2, "3 - 1")
  g:choose("play " .. c(g, "t2"))
  g:expect_loc("zaku", "trash")        -- 2 + 3 of 4 HP: 【Once per Turn】
end)

scenario({"5-21-1", "13-2-12-1"}, "GD04-053 Rey's Blaze Zaku Phantom: not when not linked", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-053", pilot = "GD04-089", as = "zaku"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t1"}} } }
  ok(not g:linked("zaku"))
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("zaku"), 3)
end)
