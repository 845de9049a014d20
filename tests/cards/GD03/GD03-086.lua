-- GD03-086 Yazan Gable: scenario tests of scripts/cards/GD03/GD03-086.lua.
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 of your (Titans) Units whose Lv. is equal to or lower than this Unit. It gets
-- AP+1 during this turn.
--
-- Yazan (AP+1) is paired with GD03-014 Hizack Custom ((Titans) Lv.3, AP3; no link: the text
-- works all the same, Q89).  Props: GD03-012 Messala (MA Mode) ((Titans) Lv.3), GD03-003 Messala
-- ((Titans) Lv.6), ST01-005 GM (Lv.2, not (Titans)).

scenario({"3-3-9-2", "13-2-7-1", "Q89"}, "GD03-086 Yazan Gable 【Attack】: a (Titans) Unit of this Unit's Lv. or lower gets AP+1",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-014", pilot = "GD03-086", as = "hc"}, {"GD03-012", as = "ma"},
                                              {"GD03-003", as = "big"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "hc") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "hc"))                 -- this Unit itself
  g:expect_no_option(c(g, "big"))             -- Lv.6
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "ma"))
  eq(g:ap("ma"), 4)
  g:next_turn()
  eq(g:ap("ma"), 3, "only during this turn")
end)

scenario("13-2-5-1", "GD03-086 Yazan Gable 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-086", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
