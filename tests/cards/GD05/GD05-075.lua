-- GD05-075 Royal Gundam: <Blocker>.  This Unit can't choose the enemy player as its attack target.

scenario({"8-2-1", "13-1-4-1"}, "GD05-075 Royal Gundam: it may attack a rested enemy Unit, never the enemy player", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-075", as = "royal"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "target"}} } }
  g:expect_no_option("attack " .. c(g, "royal") .. " p2")
  g:expect_option("attack " .. c(g, "gm") .. " p2")
  g:expect_option("attack " .. c(g, "royal") .. " " .. c(g, "target"))
  ok(g:keyword("royal", "blocker"))
end)
