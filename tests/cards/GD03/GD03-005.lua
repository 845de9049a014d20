-- GD03-005 Kshatriya Besserung: scenario tests of scripts/cards/GD03/GD03-005.lua.
-- <Repair 1>  【Deploy】Draw 1.

scenario("13-2-6-1", "GD03-005 Kshatriya Besserung 【Deploy】: draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-005", as = "ks"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ks"))
  eq(g:loc("ks"), "battle")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
  eq(g:keyword("ks", "repair"), 1)
end)
