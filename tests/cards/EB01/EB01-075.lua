-- EB01-075 Fierce Enemy Assault: 【Main】/【Action】 rest 1 to 2 enemy Units with 2 or less HP.
-- Props: ST01-005 GM (HP2), GD04-014 Shokew (HP3).

scenario({"10-1-8-1", "10-3-3"}, "EB01-075 Fierce Enemy Assault: 2 enemy Units with 2 or less HP are rested", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-075", as = "cmd"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}, {"GD04-014", as = "c"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_no_option(c(g, "c"))
  g:expect_no_option(c(g, "mine"))
  g:choose({c(g, "a"), c(g, "b")})
  ok(g:rested("a") and g:rested("b") and not g:rested("c"))
end)

scenario("10-1-8-1-1", "EB01-075 Fierce Enemy Assault: no enemy Unit with 2 or less HP: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-075", as = "cmd"}} },
                  p2 = { deck = 10, battle = {"GD04-014"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("9-2", "EB01-075 Fierce Enemy Assault: 【Action】 in the opponent's battle", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, resources = 3, hand = {{"EB01-075", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"ST01-005", as = "b"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  g:choose(c(g, "b"))
  ok(g:rested("b"))
end)
