-- GD05-064 Force Impulse Gundam: 【Deploy】If you deploy this Unit from your trash, choose 1 Pilot
-- card with "Shinn Asuka" in its card name from your trash. Add it to your hand.
-- Props: GD02-110 Awakened Power, ST09-008 Shinn Asuka, GD04-095 Lunamaria Hawke.

scenario({"13-2-6-1", "2-2-3"}, "GD05-064 Force Impulse Gundam: from the trash, Shinn Asuka back to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-110", as = "ap"}},
                         trash = {{"GD05-064", as = "fi"}, {"ST09-008", as = "shinn"}, {"GD04-095", as = "luna"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ap"))
  g:expect_loc("shinn", "hand")
  g:expect_loc("luna", "trash")
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-064", as = "fi"}}, trash = {{"ST09-008", as = "shinn"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "fi"))
  h:expect_loc("shinn", "trash")
end)
