-- EB01-074 Eternal Road: 【Main】/【Action】 rest an active friendly (G Generation) Unit; if you do, each
-- enemy player rests 1 of their active Units; 【Burst】 rest an enemy Unit with 3 or less HP.
-- Props: EB01-016 Tornado Gundam ((G Generation)), ST01-005 GM, GD03-010 (HP6).

scenario({"10-1-8-1", "5-20-1"}, "EB01-074 Eternal Road: a (G Generation) Unit rested, the enemy player rests 1 of theirs", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-074", as = "cmd"}},
                         battle = {{"EB01-016", as = "tornado"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}} } }
  g:choose("play " .. c(g, "cmd"))
  ok(g:rested("tornado"), "the only active (G Generation) Unit")
  ok(not g:rested("gm"))
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "a"))
  ok(g:rested("a") and not g:rested("b"))
end)

scenario("10-1-8-1-1", "EB01-074 Eternal Road: no active (G Generation) Unit of yours: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-074", as = "cmd"}},
                         battle = {{"EB01-016", rested = true}, {"ST01-005"}} },
                  p2 = { deck = 10, battle = {{"EB01-016"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario({"9-2", "12-2-6"}, "EB01-074 Eternal Road: 【Action】 in a Battle Royale: every enemy player chooses", function()
  local g = game{ players = 3, mode = "battle-royale", turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"EB01-074", as = "cmd"}}, battle = {{"EB01-016", as = "tornado"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"ST01-005", as = "a"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", as = "b"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  -- the standby players act in turn from P3 (12-2-8); P1 plays Eternal Road when its turn comes
  while not pcall(g.expect_option, g, "play " .. c(g, "cmd")) do g:choose("pass") end
  g:choose("play " .. c(g, "cmd"))
  ok(g:rested("tornado"))
  -- each enemy player has one active Unit left (P2's attacker is rested): taken without asking
  ok(g:rested("a"), "P2's")
  ok(g:rested("b"), "P3's")
end)

scenario("13-2-5-1", "EB01-074 Eternal Road: 【Burst】 an enemy Unit with 3 or less HP is rested", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, shields = {"ST01-005", "EB01-074"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"ST01-005", as = "gm"}, {"GD03-010", as = "big"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  g:expect_no_option(c(g, "big"))
  g:choose(c(g, "gm"))
  ok(g:rested("gm"))
end)
