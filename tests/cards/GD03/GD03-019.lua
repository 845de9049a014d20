-- GD03-019 Gundam AGE-2 Normal: 【During Pair】Enemy Units choose this rested Unit as their attack
-- target if possible when attacking.  【When Linked】Place 1 EX Resource.
-- Props: ST02-010 Heero Yuy (a Pilot, no link), GD03-088 Asemu Asuno (a Pilot that links:
-- [Asemu Asuno]), ST01-005 GM (AP2), GD01-013 Gundam.

scenario({"8-2-1", "13-2-10-1"}, "GD03-019 Gundam AGE-2 Normal: paired and rested, enemy Units must attack it", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-019", pilot = "ST02-010", rested = true, as = "age2"},
                                              {"GD01-013", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "age2"))
  g:expect_no_option("attack " .. c(g, "gm") .. " p1")
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))
end)

scenario({"8-2-1", "13-2-10-1"}, "GD03-019 Gundam AGE-2 Normal: not unpaired, not while active", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-019", rested = true, as = "age2"}, {"GD01-013", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:expect_option("attack " .. c(g, "gm") .. " p1")
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-019", pilot = "ST02-010", as = "age2"}, {"GD01-013", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:expect_option("attack " .. c(h, "gm") .. " p1")
  h:expect_option("attack " .. c(h, "gm") .. " " .. c(h, "gundam"))
end)

scenario({"13-2-11-1", "5-17-3-2"}, "GD03-019 Gundam AGE-2 Normal: linked, an EX Resource", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-088", as = "asemu"}}, battle = {{"GD03-019", as = "age2"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "asemu") .. " " .. c(g, "age2"))
  ok(g:linked("age2"))
  g:expect_count(1, "resources", 5)
end)
