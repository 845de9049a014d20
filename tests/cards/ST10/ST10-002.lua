-- ST10-002 Zeta Gundam: 【Deploy･Development 2】■Choose 1 enemy Unit with 4 or less HP. Rest it.
-- Props: EB01-016 Tornado Gundam (G Generation), GD01-013 Gundam (HP4).

scenario({"13-1-8-1"}, "ST10-002 Zeta Gundam: <Development 2>: rest an enemy Unit with 4 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST10-002", as = "zeta"}}, trash = {"EB01-016", "EB01-016"} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "zeta"))
  g:choose("yes")
  ok(g:rested("gundam"))
end)
