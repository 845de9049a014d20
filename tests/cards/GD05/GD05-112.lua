-- GD05-112 Hoka Kyoten Juzetsujin
-- 【Main】Choose 1 of your (MF) Units without <Breach>. It gains <Breach 3> during this turn. After activating this card's 【Main】,
-- you may pair this card from your trash with one of your (MF) Units.
-- 【Pilot】[Sai Saici]
-- Props: GD05-069 Gundam Maxter ((MF), AP3, no <Breach>), ST01-005 GM (not (MF); the enemy Unit).

scenario({"10-1-6-1", "13-2-3-1", "13-1-2-1"}, "GD05-112 Hoka Kyoten Juzetsujin: its 【Main】, then it may be paired from the trash with an (MF) Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-112", as = "sm"}},
                         battle = {{"GD05-069", as = "maxter"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  g:choose("play " .. c(g, "sm"))
  eq(g:keyword("maxter", "breach"), 3, "<Breach 3>")
  g:choose(c(g, "maxter"))
  ok(g:paired("maxter"), "paired from the trash")
  g:expect_loc("sm", "battle")
end)

scenario({"10-1-3"}, "GD05-112 Hoka Kyoten Juzetsujin: declined, it stays in the trash", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-112", as = "sm"}},
                         battle = {{"GD05-069", as = "maxter"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  g:choose("play " .. c(g, "sm"))
  g:choose({})
  g:expect_loc("sm", "trash")
  ok(not g:paired("maxter"))
end)
