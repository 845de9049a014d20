-- GD05-026 Gundam Aerial Rebuild: count up the number of your Units with "Gundam Lfrith"/"Gundnode"
-- in their card name, plus this Unit. All enemy Units whose Lv. is equal to or lower than that
-- number are deployed rested.
-- Props: EB01-034 Gundam Lfrith Ur (a "Gundam Lfrith"), ST01-005 GM (Lv2), GD01-013 Gundam (Lv4).

scenario({"5-4-2", "2-2-3"}, "GD05-026 Gundam Aerial Rebuild: enemy Units of Lv. up to the count are deployed rested", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-026"}, {"EB01-034"}} },
                  p2 = { deck = 10, resources = 6, hand = {{"ST01-005", as = "gm"}, {"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "gm"))
  ok(g:rested("gm"), "Lv.2 <= 1 + 1")
  g:choose("play " .. c(g, "gundam"))
  ok(not g:rested("gundam"), "Lv.4 > 2")
  local h = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "gm"}}, battle = {{"GD05-026"}, {"EB01-034"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "gm"))
  ok(not h:rested("gm"), "not your own Units")
end)
