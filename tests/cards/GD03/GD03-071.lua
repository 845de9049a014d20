-- GD03-071 Z Gundam (Biosensor): scenario tests of scripts/cards/GD03/GD03-071.lua.
-- 【Deploy】Choose 1 enemy Unit. For each (AEUG) Unit card in your trash, it gets AP-1 during this
-- turn.
--
-- Props: (AEUG) Unit cards GD03-079 G-Defenser, GD03-075 Super Gundam; GD03-099 Emma Sheen is an
-- (AEUG) Pilot card (not counted); enemy GD01-027 Big Zam (AP5).

scenario("13-2-6-1", "GD03-071 Z Gundam (Biosensor) 【Deploy】: AP-1 for each (AEUG) Unit card in your trash", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD03-071", as = "z"}},
                         trash = {"GD03-079", "GD03-075", "GD03-079", "GD03-099", "ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "z"))
  eq(g:ap("bigzam"), 5 - 3)
  g:next_turn()
  eq(g:ap("bigzam"), 5, "only during this turn")
end)

scenario("13-2-6-1", "GD03-071 Z Gundam (Biosensor): no (AEUG) Unit card in the trash, no change", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD03-071", as = "z"}}, trash = {"GD03-099"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "z"))
  eq(g:ap("bigzam"), 5)
end)
