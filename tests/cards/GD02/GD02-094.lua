-- GD02-094 Garrod Ran & Tiffa Adill: 【Burst】Add this card to your hand.
-- 【When Paired】You may discard 1. If you do, look at the top 3 cards of your deck. You may reveal
-- 1 (Vulture) Unit card among them and add it to your hand. Return the remaining cards randomly
-- to the bottom of your deck.

scenario("13-2-5-1", "GD02-094 Garrod Ran & Tiffa Adill 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-094", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-9-1", "5-20-1"}, "GD02-094 Garrod & Tiffa: discard 1, a (Vulture) Unit of the top 3 to the hand", function()
  local g = game{ p1 = { resources = 4, hand = {{"GD02-094", as = "garrod"}, {"ST01-005", as = "fodder"}},
                         battle = {{"GD02-056", as = "x"}},
                         deck = {{"ST01-005", as = "fourth"}, {"GD02-059", as = "airmaster"}, {"GD02-115", as = "cmd"},
                                 {"GD02-063", as = "fighter"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "garrod") .. " " .. c(g, "x"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:choose(c(g, "fodder"))
  g:expect_loc("fodder", "trash")
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_option(c(g, "airmaster"))
  g:expect_no_option(c(g, "cmd"))      -- a (Vulture) Command, not a Unit
  g:choose(c(g, "fighter"))
  g:expect_loc("fighter", "hand")
  eq(g:cards(1, "deck")[3], g:card("fourth"), "the two others under it")
end)

scenario({"13-2-9-1", "5-20-1"}, "GD02-094 Garrod & Tiffa: no discard, no look", function()
  local g = game{ p1 = { resources = 4, hand = {{"GD02-094", as = "garrod"}, {"ST01-005", as = "fodder"}},
                         battle = {{"GD02-056", as = "x"}},
                         deck = {"ST01-005", "ST01-005", {"GD02-063", as = "fighter"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "garrod") .. " " .. c(g, "x"))
  g:choose({})
  g:expect_loc("fodder", "hand")
  eq(g:cards(1, "deck")[3], g:card("fighter"), "still on top")
  g:expect_decision{ kind = "action", player = 1 }
end)
