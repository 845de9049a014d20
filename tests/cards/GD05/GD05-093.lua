-- GD05-093 Char Aznable: 【Burst】Add this card to your hand.
-- 【When Linked】You may choose 1 (Neo Zeon) Base card from your trash. Deploy it.

scenario("13-2-5-1", "GD05-093 Char Aznable 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-093", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-11-1", "10-1-3"}, "GD05-093 Char Aznable 【When Linked】: a (Neo Zeon) Base card from the trash is deployed", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-093", as = "char"}}, battle = {{"GD05-052", as = "sazabi"}},
                         trash = {{"GD05-129", as = "axis"}, {"ST03-015", as = "rewloola"}, {"ST04-016", as = "vesalius"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "char") .. " " .. c(g, "sazabi"))
  ok(g:linked("sazabi"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "axis"))
  g:expect_option(c(g, "rewloola"))
  g:expect_no_option(c(g, "vesalius"))     -- (ZAFT)
  g:choose(c(g, "rewloola"))
  g:expect_loc("rewloola", "base")
end)

scenario({"13-2-11-1", "10-1-3"}, "GD05-093 Char Aznable: declined, or paired without a link: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-093", as = "char"}}, battle = {{"GD05-052", as = "sazabi"}},
                         trash = {{"ST03-015", as = "rewloola"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "char") .. " " .. c(g, "sazabi"))
  g:choose({})
  g:expect_loc("rewloola", "trash")
  g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-093", as = "char"}}, battle = {{"GD05-061", as = "geara"}},
                   trash = {{"ST03-015", as = "rewloola"}} },
            p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "char") .. " " .. c(g, "geara"))
  ok(not g:linked("geara"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_loc("rewloola", "trash")
end)
