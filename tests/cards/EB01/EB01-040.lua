-- EB01-040 Gundam Epyon (Lv.8): 【Deploy】 with 2 or more enemy players, 1 to 3 friendly Units gain
-- <Breach 3> this turn.
-- Props: ST01-005 GM.

scenario({"13-2-6-1", "12-2-6"}, "EB01-040 Gundam Epyon: Battle Royale with 2 enemy players, up to 3 friendly Units gain <Breach 3>",
         function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, resources = 8, hand = {{"EB01-040", as = "epyon"}}, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} }, p3 = { deck = 10 } }
  g:choose("play " .. c(g, "epyon"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 3 }
  g:expect_no_option(c(g, "enemy"))
  g:choose({c(g, "gm"), c(g, "epyon")})
  eq(g:keyword("gm", "breach"), 3)
  eq(g:keyword("epyon", "breach"), 3)
  eq(g:keyword("gm2", "breach"), 0)
end)

scenario("10-2-1", "EB01-040 Gundam Epyon: one enemy player, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"EB01-040", as = "epyon"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "epyon"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:keyword("gm", "breach"), 0)
end)
