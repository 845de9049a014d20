-- EB01-023 Le Cygne (EX): 【Attack】All players each look at the top card of their deck. If it is a
-- card that is Lv.5 or higher, they may reveal it and add it to their hand. They return any
-- remaining card to the top or bottom of their deck.
-- Props: GD01-027 Big Zam (Lv7), ST01-005 GM (Lv2; the decks' filler).

scenario({"10-3-5", "10-1-3"}, "EB01-023 Le Cygne: each player looks at their top card; a Lv.5 or higher one may go to its owner's hand, another to the top or bottom as its owner chooses",
         function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", {"GD01-027", as = "zam1"}}, battle = {{"EB01-023", as = "cygne"}} },
                  p2 = { deck = {"ST01-005", "ST01-005", {"ST01-005", as = "gm2"}}, shields = 2 } }
  g:choose("attack " .. c(g, "cygne") .. " p2")
  g:expect_decision{ kind = "yesno", player = 1 }  -- P1 first: the turn player
  g:choose("yes")
  g:expect_loc("zam1", "hand")
  ok(logged(g, "Big Zam"), "revealed")
  g:expect_decision{ player = 2 }                  -- P2's GM is Lv.2: top or bottom, P2's choice
  g:choose("option 2")
  eq(g:cards(2, "deck")[1], g:card("gm2"), "at the bottom")
end)

scenario({"10-1-3"}, "EB01-023 Le Cygne: a player who declines keeps the card on top or puts it at the bottom", function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", {"GD01-027", as = "zam1"}}, battle = {{"EB01-023", as = "cygne"}} },
                  p2 = { deck = {"ST01-005", {"GD01-027", as = "zam2"}}, shields = 2 } }
  g:choose("attack " .. c(g, "cygne") .. " p2")
  g:choose("no")
  g:choose("option 1")                             -- P1 keeps it on top
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("zam2", "hand")
  g:expect_loc("zam1", "deck")
  local d = g:cards(1, "deck")
  eq(d[#d], g:card("zam1"), "still on top")
end)
