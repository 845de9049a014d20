-- EB01-006 Gundam Astray Gold Frame Amatsu: 【Deploy】 1 of your Units gains <Repair 1> this turn.
-- Props: ST01-005 GM.

scenario({"13-2-6-1", "13-1-1"}, "EB01-006 Amatsu: the chosen Unit of yours gains <Repair 1> and recovers at the end of the turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-006", as = "amatsu"}},
                         battle = {{"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "enemy"}} } }
  g:choose("play " .. c(g, "amatsu"))
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gm"))
  eq(g:keyword("gm", "repair"), 1)
  eq(g:keyword("amatsu", "repair"), 0)
  g:end_main()
  eq(g:damage("gm"), 0, "<Repair 1> at the end of the turn")
  eq(g:damage("enemy"), 1)
  g:expect_state{ active = 2 }
  eq(g:keyword("gm", "repair"), 0, "only during this turn")
end)
