-- ST07-001 Gundam Exia: scenario tests of scripts/cards/ST07/ST07-001.lua.
-- At the end of your turn, if there are 7 or more (CB) cards in your trash, choose 1 of your
-- Resources. Set it as active.
-- 【When Paired】Place the top 2 cards of your deck into your trash. If you place a (CB) card with
-- this effect, draw 1.
--
-- (CB) props: ST07-002 Gundam Exia, GD04-064 Gundam Exia (vanilla); pilot ST02-010 Heero Yuy (no
-- link here, its text needs one).

local function trash_of(n)
  local t = {}
  for i = 1, n do t[i] = (i % 2 == 0) and "ST07-002" or "GD04-064" end
  t[#t + 1] = "ST01-005"
  return t
end

scenario({"10-1-6-1", "10-3-3"}, "ST07-001 Gundam Exia: at the end of your turn, 7 (CB) cards in the trash, a Resource set as active",
         function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, trash = trash_of(7), battle = {{"ST07-001", as = "exia"}} },
                  p2 = { deck = 10 } }
  local res = g:cards(1, "resources")
  g:end_main()
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, res[1]))
  ok(not g:rested(res[1]), "set as active")
  ok(g:rested(res[2]))
end)

scenario({"10-1-6-1", "10-2-1"}, "ST07-001 Gundam Exia: 6 (CB) cards in the trash, nothing; not at the end of the opponent's turn", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, trash = trash_of(6), battle = {{"ST07-001", as = "exia"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_decision{ player = 2 }
  local g2 = game{ turn = 3, active = 2,
                   p1 = { deck = 10, resources = {3, rested = 2}, trash = trash_of(7), battle = {{"ST07-001", as = "exia"}} },
                   p2 = { deck = 10 } }
  g2:end_main()
  g2:expect_decision{ player = 1, kind = "action" }   -- no Resource to choose: P1's own turn began
end)

scenario("13-2-9-1", "ST07-001 Gundam Exia 【When Paired】: 2 cards to the trash, one is (CB): draw 1", function()
  local g = game{ p1 = { deck = {"ST01-005", {"ST01-005", as = "drawn"}, {"GD04-064", as = "cb"}, {"ST05-006", as = "top"}},
                         resources = 4, hand = {{"ST02-010", as = "heero"}}, battle = {{"ST07-001", as = "exia"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "exia"))
  g:expect_loc("top", "trash")
  g:expect_loc("cb", "trash")
  g:expect_loc("drawn", "hand")
  g:expect_count(1, "deck", 1)
end)

scenario("13-2-9-1", "ST07-001 Gundam Exia 【When Paired】: no (CB) card placed, no draw", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD04-064", as = "cb"}, "ST05-006", {"ST05-006", as = "top"}},
                         resources = 4, hand = {{"ST02-010", as = "heero"}}, battle = {{"ST07-001", as = "exia"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "exia"))
  g:expect_loc("top", "trash")
  g:expect_loc("cb", "deck")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "trash", 2)
end)
