-- EB01-086 Kycilia Zabi & Gwazine: 【Deploy】 a Shield to the hand; 【Once per Turn】 a friendly
-- (G Generation) Unit that links gains <Repair 2> this turn; 【Burst】 deploy it.
-- Props: EB01-016 Tornado Gundam / EB01-019 Gundam Pixy ((G Generation), link with a (G Generation)
-- Pilot), EB01-071 Ittou Tsurugi ((G Generation) Pilot), ST01-010 Amuro Ray (no link).

scenario({"10-1-6-1", "13-2-13-1", "13-1-1"}, "EB01-086 Kycilia & Gwazine: a linking (G Generation) Unit gains <Repair 2>, once a turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 8, base = "EB01-086",
                         hand = {{"EB01-071", as = "p1"}, {"EB01-071", as = "p2"}},
                         battle = {{"EB01-016", as = "tornado"}, {"EB01-019", as = "pixy"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "p1") .. " " .. c(g, "tornado"))
  ok(g:linked("tornado"))
  eq(g:keyword("tornado", "repair"), 2)
  g:choose("pair " .. c(g, "p2") .. " " .. c(g, "pixy"))
  ok(g:linked("pixy"))
  eq(g:keyword("pixy", "repair"), 0, "【Once per Turn】")
end)

scenario("10-1-6-2", "EB01-086 Kycilia & Gwazine: paired without a link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = "EB01-086", hand = {{"ST01-010", as = "amuro"}},
                         battle = {{"EB01-016", as = "tornado"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "tornado"))
  if g:decision().kind == "choose" then g:choose(1) end
  ok(not g:linked("tornado"))
  eq(g:keyword("tornado", "repair"), 0)
end)

scenario("13-2-6-1", "EB01-086 Kycilia & Gwazine: played, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 4, hand = {{"EB01-086", as = "base"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "base"))
  eq(g:loc("base"), "base")
  g:expect_count(1, "shields", 2)
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-5-1", "13-2-6-1"}, "EB01-086 Kycilia & Gwazine: 【Burst】 deployed, and its 【Deploy】 takes a Shield", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "ST01-005", {"EB01-086", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  while g:decision().kind == "yesno" and g:decision().player == 1 do g:choose("no") end
  eq(g:loc("base"), "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)
