-- GD03-025 Gundam Sandrock Custom: enemy Units choose one of your rested (Maganac Corps) Units as
-- their attack target if possible when attacking.
-- Props: ST02-005 Maganac (Maganac Corps), GD02-028 Abdul's Maganac (Maganac Corps), GD01-013
-- Gundam, ST01-005 GM (AP2).

scenario({"8-2-1", "10-1-5-7"}, "GD03-025 Gundam Sandrock Custom: enemy Units must choose among your rested (Maganac Corps) Units",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-025", rested = true, as = "sandrock"}, {"ST02-005", rested = true, as = "m1"},
                                              {"GD02-028", rested = true, as = "m2"}, {"GD01-013", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "m1"))
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "m2"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "sandrock"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))
  g:expect_no_option("attack " .. c(g, "gm") .. " p1")
end)

scenario({"8-2-1"}, "GD03-025 Gundam Sandrock Custom: no rested (Maganac Corps) Unit: any target", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-025", as = "sandrock"}, {"ST02-005", as = "m1"},
                                              {"GD01-013", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:expect_option("attack " .. c(g, "gm") .. " p1")
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))
end)
