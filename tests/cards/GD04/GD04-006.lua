-- GD04-006 V-Dash Gundam: <Breach 3>.  【Activate･Main】【Once per Turn】Rest 1 of your other (League
-- Militaire) Units：Choose 1 enemy Unit with 4 or less HP. Rest it.
-- Props: GD04-014 Shokew (League Militaire), GD05-009 Gun Blaster (League Militaire), ST01-005 GM.

scenario({"10-1-7-4", "13-2-13-1"}, "GD04-006 V-Dash Gundam: rest another (League Militaire) Unit: rest an enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-006", as = "vdash"}, {"GD04-014", as = "shokew"}, {"GD05-009", as = "blaster"},
                                              {"ST01-005", as = "mygm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("activate " .. c(g, "vdash") .. " 1")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_no_option(c(g, "vdash"))    -- "other"
  g:expect_no_option(c(g, "mygm"))     -- not (League Militaire)
  g:choose(c(g, "shokew"))
  ok(g:rested("shokew"))
  ok(g:rested("gm"))
  g:expect_no_option("activate " .. c(g, "vdash") .. " 1")
end)

scenario({"10-1-7-4"}, "GD04-006 V-Dash Gundam: no other active (League Militaire) Unit: not offered", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-006", as = "vdash"}, {"GD04-014", rested = true}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:expect_no_option("activate " .. c(g, "vdash") .. " 1")
end)
