-- EB01-076 Gerbera Straight: 【Main】/【Action】 a friendly (G Generation) Unit recovers 3 HP.
-- (【Pilot】: the core.)
-- Props: EB01-007 Hazel-Rah ((G Generation) HP4), ST01-005 GM.

scenario({"10-1-8-1", "5-6-1"}, "EB01-076 Gerbera Straight: a friendly (G Generation) Unit recovers 3", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-076", as = "cmd"}},
                         battle = {{"EB01-007", damage = 3, as = "hazel"}, {"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"EB01-007", damage = 3, as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("hazel"), 0, "the only friendly (G Generation) Unit")
  eq(g:damage("gm"), 1)
  eq(g:damage("enemy"), 3)
end)

scenario("10-1-8-1-1", "EB01-076 Gerbera Straight: no friendly (G Generation) Unit: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-076", as = "cmd"}}, battle = {{"ST01-005", damage = 1}} },
                  p2 = { deck = 10, battle = {"EB01-007"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
