-- EB01-082 Warship Cruise: 【Action】 a Unit of Lv.3 or lower of each enemy player back to its owner's
-- hand; 【Burst】 its 【Action】.
-- Props: ST01-005 GM (Lv.2), GD01-013 (Lv.4).

scenario({"9-2", "10-1-8-1"}, "EB01-082 Warship Cruise: 【Action】 a Lv.3 or lower enemy Unit returns", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, resources = 3, hand = {{"EB01-082", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"GD01-013", as = "big"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  eq(g:loc("att"), "hand", "the only one of Lv.3 or lower")
  eq(g:loc("big"), "battle")
end)

scenario({"10-1-8-1-1", "7-5-2"}, "EB01-082 Warship Cruise: not in the main phase; no Lv.3 or lower enemy Unit: not at all", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-082", as = "cmd"}} }, p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
  local g2 = game{ turn = 3, active = 2, p1 = { deck = 10, resources = 3, hand = {{"EB01-082", as = "cmd"}}, battle = {"ST01-005"} },
                   p2 = { deck = 10, battle = {{"GD01-013", as = "big"}} } }
  g2:choose("attack " .. c(g2, "big") .. " p1")
  g2:expect_no_option("play " .. c(g2, "cmd"))
end)

scenario({"13-2-5-1", "12-2-6"}, "EB01-082 Warship Cruise: 【Burst】 in a Battle Royale, one Unit of each enemy player", function()
  local g = game{ players = 3, mode = "battle-royale", turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "EB01-082"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}, {"ST01-005", as = "a"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", as = "b"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  while g:decision().kind == "action" and g:decision().player ~= 1 do g:choose("pass") end
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "a"))
  eq(g:loc("a"), "hand")
  eq(g:loc("b"), "hand")
end)
