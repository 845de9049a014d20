-- T-021 Parts (token): it can't choose the enemy player as its attack target.

scenario({"10-1-5-1", "5-17-2-1"}, "T-021 Parts: no attack on the player, an attack on a rested Unit is allowed",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"T-021", as = "parts"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", rested = true, as = "gm3"}} } }
  g:expect_no_option("attack " .. c(g, "parts") .. " p2")
  g:expect_option("attack " .. c(g, "parts") .. " " .. c(g, "gm3"))
end)
