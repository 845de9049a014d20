-- EB01-081 MAP Weapon: 【Main】/【Action】 1 to 2 enemy Units with 2 or less HP back to their owners'
-- hands; 【Burst】 to the hand.
-- Props: ST01-005 GM (HP2), GD04-014 Shokew (HP3).

scenario({"10-1-8-1", "10-3-3"}, "EB01-081 MAP Weapon: 2 enemy Units with 2 or less HP return", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-081", as = "cmd"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}, {"GD04-014", as = "c"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_no_option(c(g, "c"))
  g:expect_no_option(c(g, "mine"))
  g:choose({c(g, "a"), c(g, "b")})
  eq(g:loc("a"), "hand")
  eq(g:loc("b"), "hand")
  eq(g:loc("c"), "battle")
end)

scenario("10-1-8-1-1", "EB01-081 MAP Weapon: no enemy Unit with 2 or less HP: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-081", as = "cmd"}} }, p2 = { deck = 10, battle = {"GD04-014"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("13-2-5-1", "EB01-081 MAP Weapon: 【Burst】 to the hand", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, shields = {"ST01-005", {"EB01-081", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  eq(g:loc("cmd"), "hand")
end)
