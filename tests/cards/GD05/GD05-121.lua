-- GD05-121 Cyclone Punch: 【Main】Choose 1 enemy Unit. It gets AP-2 during this turn. After activating
-- this card's 【Main】, you may pair this card from your trash with one of your (MF) Units.
-- 【Pilot】[Chibodee Crocket]
-- Props: GD05-069 Gundam Maxter ((MF), links [Chibodee Crocket]), ST01-005 GM (not (MF)).

scenario({"10-1-6-1", "13-2-3-1", "3-3-9"}, "GD05-121 Cyclone Punch: AP-2, then it may be paired from the trash with an (MF) Unit (and links)",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-121", as = "cp"}},
                         battle = {{"GD05-069", as = "maxter"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  g:choose("play " .. c(g, "cp"))
  eq(g:ap("egm"), 0, "AP-2")
  g:choose(c(g, "maxter"))
  ok(g:paired("maxter"), "paired from the trash")
  ok(g:linked("maxter"), "and linked: [Chibodee Crocket]")
  g:expect_loc("cp", "battle")
end)

scenario({"10-1-3"}, "GD05-121 Cyclone Punch: declined, it stays in the trash; without an (MF) Unit, no question", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-121", as = "cp"}}, battle = {{"GD05-069", as = "maxter"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  g:choose("play " .. c(g, "cp"))
  g:choose({})
  g:expect_loc("cp", "trash")
  ok(not g:paired("maxter"))
  local h = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-121", as = "cp"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  h:choose("play " .. c(h, "cp"))
  h:expect_loc("cp", "trash")
  h:expect_decision{ kind = "action", player = 1 }
end)
