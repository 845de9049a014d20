-- ST10-008 Gundam Barbatos 1st Form: 【Deploy･Development 2】■Draw a number of cards equal to the
-- number of enemy players. Then, discard the same number of cards you drew with this effect.
-- Props: EB01-016 Tornado Gundam (G Generation).

scenario({"13-1-8-1", "12-2-6"}, "ST10-008 Gundam Barbatos 1st Form: <Development 2>: draw 1 and discard 1 against one enemy", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST10-008", as = "barbatos"}}, trash = {"EB01-016", "EB01-016"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "barbatos"))
  g:choose("yes")
  g:expect_count(1, "deck", 9)
  g:choose(1)
  g:expect_count(1, "hand", 0)
end)
