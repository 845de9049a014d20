-- GD05-057 Gyunei's Jagd Doga: 【Activate･Main】【Once per Turn】Choose 1 of your other Units. Destroy
-- it. If you do, set this Unit as active. It can't choose the enemy player as its attack target
-- during this turn.
-- Props: ST01-005 GM.

scenario({"5-20-1", "12-2-7"}, "GD05-057 Gyunei's Jagd Doga: destroy another Unit: active again, not to attack the player", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-057", as = "jagd"}, {"ST01-005", as = "mygm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "jagd") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:choose("activate " .. c(g, "jagd") .. " 1")
  g:expect_loc("mygm", "trash")
  ok(not g:rested("jagd"))
  g:expect_no_option("attack " .. c(g, "jagd") .. " p2")
  g:expect_option("attack " .. c(g, "jagd") .. " " .. c(g, "gm"))
end)
