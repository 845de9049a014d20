-- GD04-093 Rey Za Burrel: 【When Linked】Choose 1 of your (ZAFT) Link Units. During this turn,
-- reduce the next damage it receives by 2.  【Burst】Add this card to your hand.
-- Props: GD04-053 Rey's Blaze Zaku Phantom (link (Minerva Squad) Trait; its own reduction is for
-- enemy damage only), TEST-A19-001 (deal 1 damage to one of your Units), GD03-046 CGUE (ZAFT).
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "5-21-2-1", "13-2-11-1"}, "GD04-093 Rey Za Burrel: the next damage of the Link Unit is reduced by 2, once",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-093", as = "rey"}, {"TEST-A19-001", as = "f1"},
                                                            {"TEST-A19-001", as = "f2"}},
                         battle = {{"GD04-053", as = "zaku"}, {"GD03-046", as = "cgue"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "rey") .. " " .. c(g, "zaku"))
  ok(g:linked("zaku"))                 -- the one (ZAFT) Link Unit: chosen without asking
  g:choose("play " .. c(g, "f1"))
  g:choose(c(g, "zaku"))
  eq(g:damage("zaku"), 0, "1 - 2: no damage")
  g:choose("play " .. c(g, "f2"))
  g:choose(c(g, "zaku"))
  eq(g:damage("zaku"), 1, "used up by the next damage")
  g:next_turn()
  g:expect_state{ active = 2 }
end)

scenario({"13-2-11-1", "10-2-2"}, "GD04-093 Rey Za Burrel: not a Unit that is not linked", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-093", as = "rey"}, {"TEST-A19-001", as = "f1"}},
                         battle = {{"GD03-046", as = "cgue"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "rey") .. " " .. c(g, "cgue"))
  ok(not g:linked("cgue"))             -- CGUE has no link condition: no 【When Linked】
  g:choose("play " .. c(g, "f1"))
  eq(g:damage("cgue"), 1)
end)
