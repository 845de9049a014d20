-- EB01-089 Lacus Clyne & Eternal: 【Deploy】 a Shield to the hand; then a rested friendly white
-- (G Generation) Unit is set as active and can't attack this turn; 【Burst】 deploy it.
-- Props: EB01-056 Geminass 01 (white (G Generation)), EB01-016 Tornado (blue (G Generation)).

scenario({"13-2-6-1", "5-20-2"}, "EB01-089 Lacus & Eternal: a Shield, then the white (G Generation) Unit set as active, no attack", function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 3, hand = {{"EB01-089", as = "base"}},
                         battle = {{"EB01-056", rested = true, as = "white"}, {"EB01-016", rested = true, as = "blue"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("play " .. c(g, "base"))
  g:expect_count(1, "hand", 1)
  ok(not g:rested("white"))
  ok(g:rested("blue"))
  g:expect_no_option("attack " .. c(g, "white") .. " p2")
end)

scenario({"13-2-5-1", "13-2-6-1"}, "EB01-089 Lacus & Eternal: 【Burst】 deployed, and its 【Deploy】 takes a Shield", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "ST01-005", {"EB01-089", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  while g:decision().kind == "yesno" and g:decision().player == 1 do g:choose("no") end
  eq(g:loc("base"), "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)
