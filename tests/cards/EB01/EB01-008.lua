-- EB01-008 Gundam Delta Kai: 【Deploy･Development 1】You may exile 1 (G Generation) card in your trash
-- from the game. If you do: ■Choose 1 friendly Unit. It recovers 2 HP.
-- Props: EB01-016 Tornado Gundam (G Generation), ST01-005 GM (not G Generation).

scenario({"13-1-8-1", "13-1-8-2"}, "EB01-008 Gundam Delta Kai: <Development 1>: exile 1 (G Generation) card, a friendly Unit recovers 2",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-008", as = "delta"}},
                         trash = {{"EB01-016", as = "tornado"}, {"ST01-005", as = "trgm"}},
                         battle = {{"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "delta"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_loc("tornado", "removal")   -- the one (G Generation) card: no choice
  g:expect_loc("trgm", "trash")
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 0)
end)

scenario({"13-1-8-1", "10-1-3"}, "EB01-008 Gundam Delta Kai: declined, nothing; no (G Generation) card, no question", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-008", as = "delta"}},
                         trash = {{"EB01-016", as = "tornado"}}, battle = {{"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "delta"))
  g:choose("no")
  g:expect_loc("tornado", "trash")
  eq(g:damage("gm"), 1)
  local h = game{ p1 = { deck = 10, resources = 5, hand = {{"EB01-008", as = "delta"}},
                         trash = {"ST01-005"}, battle = {{"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "delta"))
  h:expect_decision{ kind = "action", player = 1 }
  eq(h:damage("gm"), 1)
end)
