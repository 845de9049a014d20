-- EB01-080 Sturm Faust: 【Main】/【Action】 a (G Generation) Unit may attack an active enemy Unit this
-- turn.  (【Pilot】: the core.)
-- Props: EB01-016 Tornado Gundam ((G Generation)), ST01-005 GM.

scenario({"10-1-8-1", "8-1"}, "EB01-080 Sturm Faust: the chosen (G Generation) Unit may attack an active enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-080", as = "cmd"}},
                         battle = {{"EB01-016", as = "tornado"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:expect_no_option("attack " .. c(g, "tornado") .. " " .. c(g, "enemy"))
  g:choose("play " .. c(g, "cmd"))
  g:expect_option("attack " .. c(g, "tornado") .. " " .. c(g, "enemy"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "enemy"))
  g:choose("attack " .. c(g, "tornado") .. " " .. c(g, "enemy"))
  eq(g:loc("enemy"), "trash")
end)

scenario("10-1-8-1-1", "EB01-080 Sturm Faust: no (G Generation) Unit in play: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-080", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
