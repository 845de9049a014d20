-- GD02-035 Police Zaku (Armored RRU Type): This Unit can't choose the enemy player as its attack target.

scenario("8-2-1", "GD02-035 Police Zaku (Armored RRU Type): it may attack a rested enemy Unit, never the player", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-035", as = "unit"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "target"}} } }
  g:expect_no_option("attack " .. c(g, "unit") .. " p2")
  g:expect_option("attack " .. c(g, "unit") .. " " .. c(g, "target"))
  g:expect_option("attack " .. c(g, "gm") .. " p2")
end)
