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
