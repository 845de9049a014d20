-- GD03-082 Union Flag: scenario tests of scripts/cards/GD03/GD03-082.lua.
-- While you have 2 or more (Superpower Bloc)/(UN) Units in play, this card in your hand gets cost
-- -1.
--
-- Union Flag is Lv.3 cost 2: with 3 Resources of which 2 are rested only cost 1 is payable.
-- Props: GD03-083 AEU Hellion ((Superpower Bloc)), ST01-005 GM.

scenario({"10-1-5-3", "2-10-1"}, "GD03-082 Union Flag: 2 (Superpower Bloc) Units in play, it costs 1", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD03-082", as = "flag"}},
                         battle = {"GD03-083", "GD03-083"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "flag"))
  eq(g:loc("flag"), "battle")
end)

scenario("10-1-5-3", "GD03-082 Union Flag: 1 such Unit, it costs 2", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD03-082", as = "flag"}},
                         battle = {"GD03-083", "ST01-005"} },
                  p2 = { deck = 10, battle = {"GD03-083"} } }
  g:expect_no_option("play " .. c(g, "flag"))
end)
