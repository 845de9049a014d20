-- GD03-015 Baund Doc: 【Activate･Main】【Once per Turn】Exile 3 (Titans) cards from your trash: This
-- Unit gains <Breach 4> during this turn.
-- Props: GD02-013 Hizack (Titans), ST01-005 GM.

scenario({"10-1-7-4", "13-2-13-1"}, "GD03-015 Baund Doc: exile 3 (Titans) cards: <Breach 4> this turn, once", function()
  local g = game{ p1 = { deck = 10, trash = {"GD02-013", "GD02-013", "GD02-013", "GD02-013", "ST01-005", "GD02-013", "GD02-013"},
                         battle = {{"GD03-015", as = "baund"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "baund") .. " 1")
  g:expect_decision{ kind = "choose", player = 1, min = 3, max = 3 }
  eq(#g:decision().keys, 6, "the (Titans) cards only")
  g:choose{1, 2, 3}
  eq(g:keyword("baund", "breach"), 4)
  g:expect_no_option("activate " .. c(g, "baund") .. " 1")
end)

scenario({"10-1-7-4"}, "GD03-015 Baund Doc: 2 (Titans) cards: not offered", function()
  local g = game{ p1 = { deck = 10, trash = {"GD02-013", "GD02-013", "ST01-005"}, battle = {{"GD03-015", as = "baund"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "baund") .. " 1")
end)

-- (The scenarios below were written for the set's first script of this card, on main: they hold for this one.)
-- GD03-015 Baund Doc: scenario tests of scripts/cards/GD03/GD03-015.lua.
-- 【Activate･Main】【Once per Turn】Exile 3 (Titans) cards from your trash: This Unit gains
-- <Breach 4> during this turn.
--
-- Props: (Titans) cards GD03-012 Messala (MA Mode); enemy ST01-005 GM (HP2); ST01-005 GM is not (Titans).

local function board(trash)
  return game{ p1 = { deck = 10, trash = trash, battle = {{"GD03-015", as = "doc"}} },
               p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}}, shields = 3 } }
end

scenario({"10-1-7-2", "13-1-2-1", "13-2-13-1"}, "GD03-015 Baund Doc: exile 3 (Titans) cards, <Breach 4> this turn, once",
         function()
  local g = board{ {"GD03-012", as = "t1"}, {"GD03-012", as = "t2"}, {"GD03-012", as = "t3"},
                   {"GD03-012", as = "t4"}, "GD03-012", "GD03-012" }
  g:choose("activate " .. c(g, "doc") .. " 1")
  g:expect_decision{ kind = "choose", player = 1, min = 3, max = 3 }
  g:choose{ c(g, "t1"), c(g, "t2"), c(g, "t3") }
  eq(g:loc("t1"), "removal")
  eq(g:loc("t4"), "trash")
  g:expect_count(1, "removal", 3)
  eq(g:keyword("doc", "breach"), 4)
  g:expect_no_option("activate " .. c(g, "doc") .. " 1")   -- 【Once per Turn】, with 3 more in the trash
  -- the <Breach 4> works: Baund Doc (AP4) destroys the rested GM, 4 damage to the shield area
  g:choose("attack " .. c(g, "doc") .. " " .. c(g, "gm"))
  g:expect_count(2, "shields", 2)             -- one Shield destroyed (a Shield has 1 HP)
  g:next_turn()
  eq(g:keyword("doc", "breach"), 0, "only during this turn")
end)

scenario("10-3-1-1", "GD03-015 Baund Doc: 2 (Titans) cards in the trash, it can't be activated", function()
  local g = board{ "GD03-012", "GD03-012", "ST01-005", "ST01-005" }
  g:expect_no_option("activate " .. c(g, "doc") .. " 1")
end)
