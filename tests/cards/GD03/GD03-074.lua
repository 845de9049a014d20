-- GD03-074 Tieren Taozi: 【During Pair】While you have another (Superpower Bloc) Unit in play, enemy
-- Units choose this rested Unit as their attack target if possible when attacking.
-- Props: ST02-010 Heero Yuy (a Pilot), GD04-079 Agrissa (Superpower Bloc), GD01-013 Gundam, ST01-005 GM.

scenario({"8-2-1", "13-2-10-1"}, "GD03-074 Tieren Taozi: paired, rested, with another (Superpower Bloc) Unit: it must be attacked",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-074", pilot = "ST02-010", rested = true, as = "taozi"},
                                              {"GD04-079", rested = true, as = "agrissa"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "taozi"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "agrissa"))
  g:expect_no_option("attack " .. c(g, "gm") .. " p1")
end)

scenario({"13-2-10-1", "10-1-5-3"}, "GD03-074 Tieren Taozi: not without another (Superpower Bloc) Unit", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-074", pilot = "ST02-010", rested = true, as = "taozi"},
                                              {"GD01-013", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:expect_option("attack " .. c(g, "gm") .. " p1")
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))
end)
