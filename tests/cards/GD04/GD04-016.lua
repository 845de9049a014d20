-- GD04-016 Zoloat (League Militaire): it can't choose the enemy player as its attack target.

scenario({"10-1-5-1", "8-2-1"}, "GD04-016 Zoloat: no attack on the player, an attack on a rested Unit is allowed",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-016", as = "zoloat"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", rested = true, as = "gm3"}} } }
  g:expect_no_option("attack " .. c(g, "zoloat") .. " p2")
  g:expect_option("attack " .. c(g, "zoloat") .. " " .. c(g, "gm3"))
  ok(g:keyword("zoloat", "blocker"), "<Blocker> (the core's)")
end)
