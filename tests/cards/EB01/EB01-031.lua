-- EB01-031 Oggo: it may attack an active enemy Unit of Lv.3 or lower.
-- Props: ST01-005 GM (Lv.2), GD01-013 (Lv.4), EB01-016 Tornado Gundam (Lv.3).

scenario({"8-1", "10-1-5-1"}, "EB01-031 Oggo: an active enemy Unit of Lv.3 or lower may be attacked, not one of Lv.4", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-031", as = "oggo"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"EB01-016", as = "lv3"}, {"GD01-013", as = "lv4"}} } }
  g:expect_option("attack " .. c(g, "oggo") .. " " .. c(g, "lv3"))
  g:expect_no_option("attack " .. c(g, "oggo") .. " " .. c(g, "lv4"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "lv3"))   -- only Oggo may
  g:choose("attack " .. c(g, "oggo") .. " " .. c(g, "lv3"))
  eq(g:damage("lv3"), 1)
end)
