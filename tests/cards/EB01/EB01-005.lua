-- EB01-005 Zeta Gundam Ⅲ P2 Type (Lv.7): 【Deploy】 set 1 rested Unit of another player as active,
-- draw 1.
-- Props: ST01-005 GM.

scenario({"13-2-6-1", "5-4-1"}, "EB01-005 Zeta Gundam Ⅲ P2 Type: a rested enemy Unit is set as active, draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"EB01-005", as = "zeta"}}, battle = {{"ST01-005", rested = true, as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "theirs"}, {"ST01-005", as = "active"}} } }
  g:choose("play " .. c(g, "zeta"))
  ok(not g:rested("theirs"), "the only rested Unit of another player: taken without asking")
  ok(g:rested("mine"), "your own rested Unit is not offered")
  eq(g:count(1, "hand"), 1, "draw 1")
end)

scenario({"10-2-2", "Q100"}, "EB01-005 Zeta Gundam Ⅲ P2 Type: no rested Unit of another player, no draw either", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"EB01-005", as = "zeta"}}, battle = {{"ST01-005", rested = true, as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "active"}} } }
  g:choose("play " .. c(g, "zeta"))
  ok(g:rested("mine"))
  eq(g:count(1, "hand"), 0)
end)

scenario({"13-2-6-1", "12-3-11"}, "EB01-005 Zeta Gundam Ⅲ P2 Type: a teammate's rested Unit may be chosen", function()
  local g = game{ players = 4, mode = "team", teams = {1, 2, 1, 2},
                  p1 = { deck = 10, resources = 7, hand = {{"EB01-005", as = "zeta"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "enemy"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", rested = true, as = "mate"}} },
                  p4 = { deck = 10 } }
  g:choose("play " .. c(g, "zeta"))
  g:expect_option(c(g, "enemy"))
  g:choose(c(g, "mate"))
  ok(not g:rested("mate") and g:rested("enemy"))
end)
