-- GD05-066 Shining Gundam: 【Deploy】You may choose 2 (MF) Unit cards from your trash. Exile them
-- from the game. If you do, choose 1 (Special Move) Command card from your trash. Add it to your
-- hand.  【Attack】【Once per Turn】Choose 1 of your rested Resources. Set it as active.

scenario({"13-2-6-1", "5-20-1"}, "GD05-066 Shining Gundam 【Deploy】: exile 2 (MF) Unit cards, a (Special Move) Command card to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-066", as = "shining"}},
                         trash = {{"GD05-042", as = "mf1"}, {"GD05-043", as = "mf2"}, {"GD05-075", as = "mf3"},
                                  {"GD05-120", as = "finger"}, {"GD05-110", as = "darkness"}, {"GD05-111", as = "other"},
                                  {"GD05-089", as = "asia"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "shining"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  g:expect_option(c(g, "mf1"))
  g:expect_option(c(g, "mf3"))
  g:expect_no_option(c(g, "asia"))        -- (MF)? no: a Pilot card
  g:choose({c(g, "mf1"), c(g, "mf3")})
  g:expect_loc("mf1", "removal")
  g:expect_loc("mf3", "removal")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "finger"))
  g:expect_option(c(g, "darkness"))
  g:expect_no_option(c(g, "other"))       -- no (Special Move)
  g:choose(c(g, "darkness"))
  g:expect_loc("darkness", "hand")
  g:expect_loc("mf2", "trash")
end)

scenario({"13-2-6-1", "10-2-2", "10-1-3"}, "GD05-066 Shining Gundam 【Deploy】: 1 (MF) Unit card, or declined: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-066", as = "shining"}},
                         trash = {{"GD05-042", as = "mf1"}, {"GD05-120", as = "finger"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "shining"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_loc("mf1", "trash")
  g:expect_loc("finger", "trash")
  g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-066", as = "shining"}},
                   trash = {{"GD05-042", as = "mf1"}, {"GD05-043", as = "mf2"}, {"GD05-120", as = "finger"}} },
            p2 = { deck = 10 } }
  g:choose("play " .. c(g, "shining"))
  g:choose("no")
  g:expect_loc("mf1", "trash")
  g:expect_loc("finger", "trash")
end)

scenario({"13-2-7-1", "10-2-2"}, "GD05-066 Shining Gundam 【Attack】: a rested Resource set as active", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, battle = {{"GD05-066", as = "shining"}} },
                  p2 = { deck = 10, shields = 2 } }
  local res = g:cards(1, "resources")
  g:choose("attack " .. c(g, "shining") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  eq(#g:decision().keys, 2, "the 2 rested Resources, not the active one")
  g:choose(1)
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 1)
  eq(#res, 3)
end)
