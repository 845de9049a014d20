-- GD03-072 Aile Strike Gundam: scenario tests of scripts/cards/GD03/GD03-072.lua.
-- <Blocker>  【Deploy】If you have another (Triple Ship Alliance) Unit in play, draw 1. Then,
-- discard 1.
--
-- Props: GD01-081 M1 Astray ((Triple Ship Alliance) Unit), ST01-005 GM.

scenario({"13-2-6-1", "5-20-2"}, "GD03-072 Aile Strike Gundam 【Deploy】: another (Triple Ship Alliance) Unit, draw 1 then discard 1",
         function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD01-018", as = "top"}}, resources = 4,
                         hand = {{"GD03-072", as = "aile"}, {"ST01-005", as = "gm"}}, battle = {"GD01-081"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "aile"))
  eq(g:loc("top"), "hand")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(1, "hand", 1)
  ok(g:keyword("aile", "blocker"))
end)

scenario("10-2-1", "GD03-072 Aile Strike Gundam: no other (Triple Ship Alliance) Unit, no draw and no discard", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-072", as = "aile"}, {"ST01-005", as = "gm"}},
                         battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"GD01-081"} } }
  g:choose("play " .. c(g, "aile"))
  eq(g:loc("gm"), "hand")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 10)
end)
