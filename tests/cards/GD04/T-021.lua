-- T-021 Parts (token): it can't choose the enemy player as its attack target.

scenario({"10-1-5-1", "5-17-2-1"}, "T-021 Parts: no attack on the player, an attack on a rested Unit is allowed",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"T-021", as = "parts"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", rested = true, as = "gm3"}} } }
  g:expect_no_option("attack " .. c(g, "parts") .. " p2")
  g:expect_option("attack " .. c(g, "parts") .. " " .. c(g, "gm3"))
end)

-- Its "can't" is a fact of the token (no constants computed for its cants); with another card's
-- constant reaching it (GD04-083 Marbet Fingerhat, paired: your (League Militaire) Unit tokens get
-- AP+1) it still can't choose the player, and it has both.
scenario({"10-1-5-1", "5-17-2-1"}, "T-021 Parts: still no attack on the player with Marbet's AP+1",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"T-021", as = "parts"},
                                              {"GD04-005", pilot = "GD04-083", as = "gm3_p1"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", rested = true, as = "gm3"}} } }
  eq(g:ap("parts"), 2)
  g:expect_no_option("attack " .. c(g, "parts") .. " p2")
  g:expect_option("attack " .. c(g, "parts") .. " " .. c(g, "gm3"))
end)
