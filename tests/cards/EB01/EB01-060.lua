-- EB01-060 Gundam Aquarius: 【When Paired･Development 3】■Choose 1 enemy Unit that is Lv.4 or lower.
-- Return it to its owner's hand.
-- Props: EB01-016 Tornado Gundam (G Generation), ST02-010 Heero Yuy, GD01-013 Gundam (Lv4).

scenario({"13-1-8-1", "13-2-9-1"}, "EB01-060 Gundam Aquarius: paired, <Development 3>: a Lv.4 enemy Unit to its owner's hand", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}}, trash = {"EB01-016", "EB01-016", "EB01-016"},
                         battle = {{"EB01-060", as = "aquarius"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "aquarius"))
  g:choose("yes")
  g:expect_loc("gundam", "hand")
end)
