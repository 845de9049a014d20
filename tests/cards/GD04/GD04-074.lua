-- GD04-074 Kapool: 【Attack】You may pay ①. If you do, draw 1. Then, discard 1.

scenario({"10-1-7-3", "5-20-1", "13-2-7-1"}, "GD04-074 Kapool: pay ① to draw 1, then discard 1", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {"ST01-005"}, battle = {{"GD04-074", as = "kapool"}} },
                  p2 = { deck = 10 } }
  g:choose("attack " .. c(g, "kapool") .. " p2")
  g:choose("yes")
  g:expect_count(1, "hand", 2)
  g:choose(1)
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "trash", 1)
  ok(g:rested(g:cards(1, "resources")[1]), "① paid")
  ok(logged(g, "P1 pays 1 for the effect of Kapool"), "a 'paid' event")
end)

scenario({"10-1-3", "5-20-1"}, "GD04-074 Kapool: no active Resource, no question; declined, nothing", function()
  local g = game{ p1 = { deck = 10, resources = {1, rested = 1}, battle = {{"GD04-074", as = "kapool"}} },
                  p2 = { deck = 10 } }
  g:choose("attack " .. c(g, "kapool") .. " p2")
  g:expect_count(1, "hand", 0)
  local h = game{ p1 = { deck = 10, resources = 1, battle = {{"GD04-074", as = "kapool"}} },
                  p2 = { deck = 10 } }
  h:choose("attack " .. c(h, "kapool") .. " p2")
  h:choose("no")
  h:expect_count(1, "hand", 0)
  ok(not h:rested(h:cards(1, "resources")[1]))
end)
