-- GD03-091 Rau Le Creuset: scenario tests of scripts/cards/GD03/GD03-091.lua.
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 (ZAFT) Base card from your trash. Add it to your hand.
--
-- Rau links with GD03-047 DINN (Commander Type) ([Rau Le Creuset], no text).  Trash: GD03-127
-- Jachin Due and GD01-127 Gamow ((ZAFT) Bases), GD01-124 Side 7 (a Base, not (ZAFT)), GD03-046
-- CGUE (a (ZAFT) Unit).

scenario("13-2-11-1", "GD03-091 Rau Le Creuset 【When Linked】: a (ZAFT) Base card from the trash to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-091", as = "rau"}},
                         trash = {{"GD03-127", as = "jachin"}, {"GD01-127", as = "gamow"}, {"GD01-124", as = "side7"},
                                  {"GD03-046", as = "cgue"}},
                         battle = {{"GD03-047", as = "dinn"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "rau") .. " " .. c(g, "dinn"))
  ok(g:linked("dinn"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "side7"))
  g:expect_no_option(c(g, "cgue"))
  g:choose(c(g, "gamow"))
  eq(g:loc("gamow"), "hand")
  eq(g:loc("jachin"), "trash")
end)

scenario("13-2-11-1", "GD03-091 Rau Le Creuset: paired without a link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-091", as = "rau"}}, trash = {{"GD03-127", as = "jachin"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "rau") .. " " .. c(g, "gm"))
  eq(g:loc("jachin"), "trash")
end)

scenario("13-2-5-1", "GD03-091 Rau Le Creuset 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-091", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
