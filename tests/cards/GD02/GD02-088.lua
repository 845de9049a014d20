-- GD02-088 Flit Asuno: 【Burst】Add this card to your hand.
-- 【When Linked】Look at the top 3 cards of your deck. You may reveal 1 green (Earth Federation)
-- Unit card/1 card with "AGE Device" in its card name among them and add it to your hand. Return
-- the remaining cards randomly to the bottom of your deck.

scenario("13-2-5-1", "GD02-088 Flit Asuno 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-088", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-11-1", "10-1-3"}, "GD02-088 Flit Asuno 【When Linked】: a green (Earth Federation) Unit or AGE Device of the top 3",
         function()
  local g = game{ p1 = { resources = 4, hand = {{"GD02-088", as = "flit"}}, battle = {{"GD02-029", as = "age1"}},
                         deck = {{"ST01-005", as = "fourth"}, {"ST01-005", as = "blue"}, {"GD02-103", as = "device"},
                                 {"GD02-030", as = "genoace"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "flit") .. " " .. c(g, "age1"))
  ok(g:linked("age1"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_option(c(g, "genoace"))
  g:expect_option(c(g, "device"))
  g:expect_no_option(c(g, "blue"))       -- GM: (Earth Federation) but blue
  g:choose(c(g, "device"))
  g:expect_loc("device", "hand")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"))
end)

scenario({"13-2-11-1", "10-2-1"}, "GD02-088 Flit Asuno: paired without a link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-088", as = "flit"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "flit") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "deck", 10)
end)
