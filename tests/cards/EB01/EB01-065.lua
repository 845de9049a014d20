-- EB01-065 Meir Siva: 【When Linked】 a friendly (G Generation) Unit gains <Breach 1> this turn;
-- 【Burst】 to the hand.
-- Props: EB01-016 Tornado Gundam ((G Generation), links with a (G Generation) Pilot), EB01-032
-- ((G Generation), no link), ST01-005 GM.

scenario({"13-2-11-1", "13-1-2"}, "EB01-065 Meir Siva: linked, a friendly (G Generation) Unit gains <Breach 1>", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-065", as = "meir"}},
                         battle = {{"EB01-016", as = "tornado"}, {"EB01-032", as = "ez8"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"EB01-032", as = "enemy"}} } }
  g:choose("pair " .. c(g, "meir") .. " " .. c(g, "tornado"))
  ok(g:linked("tornado"))
  g:expect_no_option(c(g, "gm"))
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "ez8"))
  eq(g:keyword("ez8", "breach"), 1)
end)

scenario("13-2-11-1", "EB01-065 Meir Siva: paired without a link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-065", as = "meir"}}, battle = {{"EB01-032", as = "ez8"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "meir") .. " " .. c(g, "ez8"))
  ok(not g:linked("ez8"))
  eq(g:keyword("ez8", "breach"), 0)
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-065 Meir Siva: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-065", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
