-- EB01-072 Yuu Kajima: 【When Paired】 rest an active friendly Unit with <Blocker> and an enemy Unit of
-- Lv.4 or lower; 【Burst】 to the hand.
-- Props: ST01-008 Demi Trainer (<Blocker>), ST01-005 GM (Lv.2), GD03-010 (Lv.8).

scenario({"13-2-9-1", "5-4-1"}, "EB01-072 Yuu Kajima: the friendly <Blocker> and the Lv.4 or lower enemy Unit are rested", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-072", as = "yuu"}},
                         battle = {{"ST01-005", as = "unit"}, {"ST01-008", as = "demi"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD03-010", as = "big"}} } }
  g:choose("pair " .. c(g, "yuu") .. " " .. c(g, "unit"))
  ok(g:rested("demi") and g:rested("gm"))
  ok(not g:rested("big") and not g:rested("unit"))
end)

scenario("10-1-3", "EB01-072 Yuu Kajima: no friendly <Blocker>: the enemy Unit is still rested", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-072", as = "yuu"}}, battle = {{"ST01-005", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "yuu") .. " " .. c(g, "unit"))
  ok(g:rested("gm"))
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-072 Yuu Kajima: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-072", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
