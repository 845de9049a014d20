-- ST10-007 Gundam Barbatos 4th Form: 【When Linked･Development 2】■Choose 1 Command card that is Lv.4
-- or lower from your trash. Add it to your hand.
-- Props: EB01-016 Tornado Gundam (G Generation), EB01-061 Ellis Claude ((G Generation) Pilot: links
-- it), GD01-115 Zeon Remnant Forces (Lv2 Command).

scenario({"13-1-8-1", "13-2-11-1"}, "ST10-007 Gundam Barbatos 4th Form: linked, <Development 2>: a Command card back to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-061", as = "ellis"}},
                         trash = {"EB01-016", "EB01-016", {"GD01-115", as = "zrf"}}, battle = {{"ST10-007", as = "barbatos"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "ellis") .. " " .. c(g, "barbatos"))
  ok(g:linked("barbatos"))
  while g:decision().kind == "order" do g:choose(1) end
  g:choose("yes")
  g:expect_loc("zrf", "hand")
end)
