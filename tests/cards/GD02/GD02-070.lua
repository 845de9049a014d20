-- GD02-070 Gundam Kimaris: 【Deploy】If there are 4 or more (Gjallarhorn) cards in your trash, draw
-- 2. If you do, discard 2.

scenario("13-2-6-1", "GD02-070 Gundam Kimaris: 4 (Gjallarhorn) cards in the trash: draw 2, discard 2", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-070", as = "kimaris"}, {"ST01-005", as = "kept"}},
                         trash = {"GD02-077", "GD02-082", "GD02-083", "GD02-119"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "kimaris"))
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  local drawn = {}
  for _, id in ipairs(g:cards(1, "hand")) do
    if id ~= g:card("kept") then drawn[#drawn + 1] = "c" .. id end
  end
  eq(#drawn, 2)
  g:choose(drawn)
  g:expect_count(1, "hand", 1)
  g:expect_loc("kept", "hand")
  g:expect_count(1, "deck", 8)
  g:expect_count(1, "trash", 6)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-070 Gundam Kimaris: 3 (Gjallarhorn) cards, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-070", as = "kimaris"}},
                         trash = {"GD02-077", "GD02-082", "GD02-083", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "kimaris"))
  g:expect_count(1, "deck", 10)
  g:expect_decision{ kind = "action", player = 1 }
end)
