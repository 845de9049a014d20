-- EB01-044 Justice Gundam (EX): 【Deploy】 with 2 or more enemy players, a Unit of an enemy player with
-- the most Units back to its owner's hand.  (<Blocker>: the core.)
-- Props: ST01-005 GM.

scenario({"13-2-6-1", "12-2-6"}, "EB01-044 Justice Gundam: Battle Royale, only the enemy with the most Units is offered", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, resources = 6, hand = {{"EB01-044", as = "justice"}}, battle = {"ST01-005", "ST01-005", "ST01-005"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "a2"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", as = "b"}} } }
  g:choose("play " .. c(g, "justice"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "b"))
  g:choose(c(g, "a2"))
  eq(g:loc("a2"), "hand")
  eq(g:loc("b"), "battle")
end)

scenario({"13-2-6-1", "12-2-6"}, "EB01-044 Justice Gundam: tied enemies, a Unit of either", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, resources = 6, hand = {{"EB01-044", as = "justice"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}} },
                  p3 = { deck = 10, battle = {{"ST01-005", as = "b"}} } }
  g:choose("play " .. c(g, "justice"))
  g:expect_option(c(g, "a"))
  g:choose(c(g, "b"))
  eq(g:loc("b"), "hand")
end)

scenario("10-2-1", "EB01-044 Justice Gundam: one enemy player, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"EB01-044", as = "justice"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}} } }
  g:choose("play " .. c(g, "justice"))
  eq(g:loc("a"), "battle")
end)
