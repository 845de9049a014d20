-- GD05-078 Gundam Deathscythe Hell (EW): on the turn this Unit is deployed, it may choose a rested enemy Unit as its
-- attack target and attack it.
-- Props: ST01-005 GM.

scenario({"3-2-4", "8-2-1"}, "GD05-078 Gundam Deathscythe Hell (EW): deployed this turn, it may attack a rested enemy Unit, not a player",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD05-078", as = "unit"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-005", as = "gm2"}} } }
  g:choose("play " .. c(g, "unit"))
  g:expect_option("attack " .. c(g, "unit") .. " " .. c(g, "gm"))
  g:expect_no_option("attack " .. c(g, "unit") .. " p2")
  g:expect_no_option("attack " .. c(g, "unit") .. " " .. c(g, "gm2"))
  g:next_turn()
  g:next_turn()
  g:expect_option("attack " .. c(g, "unit") .. " p2")   -- the next turns: as any Unit
end)
