-- EB01-018 Gundam Astray Blue Frame Second L: 【Attack】 a friendly Unit recovers 1 HP.
-- Props: ST01-005 GM.

scenario({"13-2-7-1", "5-6-1"}, "EB01-018 Blue Frame Second L: a friendly Unit recovers 1 HP; enemy Units are not offered", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-018", as = "blue"}, {"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", damage = 1, as = "enemy"}} } }
  g:choose("attack " .. c(g, "blue") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 0)
  eq(g:damage("enemy"), 1)
end)

scenario({"13-2-7-1", "12-3-10"}, "EB01-018 Blue Frame Second L: a teammate's Unit is friendly", function()
  local g = game{ players = 4, mode = "team", teams = {1, 2, 1, 2},
                  p1 = { deck = 10, battle = {{"EB01-018", as = "blue"}} },
                  p2 = { deck = 10, shields = 3 },
                  p3 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "mate"}} }, p4 = { deck = 10 } }
  g:choose("attack " .. c(g, "blue") .. " p2")
  g:choose(c(g, "mate"))
  eq(g:damage("mate"), 0)
end)
