-- GD05-113 Rose Screamer
-- 【Main】Choose 1 of your (MF) Units with 4 or less AP. It gets AP+2 during this turn. After activating this card's 【Main】,
-- you may pair this card from your trash with one of your (MF) Units.
-- 【Pilot】[George de Sand]
-- Props: GD05-069 Gundam Maxter ((MF), AP3, no <Breach>), ST01-005 GM (not (MF); the enemy Unit).

scenario({"10-1-6-1", "13-2-3-1", "5-16-1"}, "GD05-113 Rose Screamer: its 【Main】, then it may be paired from the trash with an (MF) Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-113", as = "sm"}},
                         battle = {{"GD05-069", as = "maxter"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  g:choose("play " .. c(g, "sm"))
  eq(g:ap("maxter"), 5, "AP+2")
  g:choose(c(g, "maxter"))
  ok(g:paired("maxter"), "paired from the trash")
  g:expect_loc("sm", "battle")
end)

scenario({"10-1-3"}, "GD05-113 Rose Screamer: declined, it stays in the trash", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-113", as = "sm"}},
                         battle = {{"GD05-069", as = "maxter"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  g:choose("play " .. c(g, "sm"))
  g:choose({})
  g:expect_loc("sm", "trash")
  ok(not g:paired("maxter"))
end)
