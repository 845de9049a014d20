-- GD03-014 Hizack Custom: scenario tests of scripts/cards/GD03/GD03-014.lua.
-- While you have 2 or more (Titans) Units in play, this card in your hand gets cost -1.
--
-- Hizack Custom is Lv.3 cost 2: with 3 Resources of which 2 are rested, only cost 1 is payable.
-- Props: GD03-012 Messala (MA Mode) ((Titans)), ST01-005 GM.

scenario({"10-1-5-3", "2-10-1"}, "GD03-014 Hizack Custom: 2 (Titans) Units in play, it costs 1", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD03-014", as = "hc"}},
                         battle = {"GD03-012", "GD03-012"} },
                  p2 = { deck = 10 } }
  g:expect_option("play " .. c(g, "hc"))
  g:choose("play " .. c(g, "hc"))
  eq(g:loc("hc"), "battle")
end)

scenario("10-1-5-3", "GD03-014 Hizack Custom: 1 (Titans) Unit, it still costs 2", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD03-014", as = "hc"}},
                         battle = {"GD03-012", "ST01-005"} },
                  p2 = { deck = 10, battle = {"GD03-012"} } }
  g:expect_no_option("play " .. c(g, "hc"))
end)
