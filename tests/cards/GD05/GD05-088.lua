-- GD05-088 Prospera Mercury: 【Burst】Add this card to your hand.
-- This Unit and all your Units with "Gundam Lfrith" or "Gundnode" in their card name get AP+1.

scenario("13-2-5-1", "GD05-088 Prospera Mercury 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-088", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"3-3-9-2", "2-2-3"}, "GD05-088 Prospera Mercury: this Unit and your Gundam Lfrith / Gundnode Units get AP+1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-026", pilot = "GD05-088", as = "rebuild"},    -- Aerial Rebuild AP3 + Pilot AP1
                                              {"GD01-086", as = "lfrith"},                         -- Gundam Lfrith AP2
                                              {"T-026", as = "node"},                              -- Gundnode token AP2
                                              {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-086", as = "enemy"}} } }
  eq(g:ap("rebuild"), 3 + 1 + 1)
  eq(g:ap("lfrith"), 3)
  eq(g:ap("node"), 3)
  eq(g:ap("gm"), 2)
  eq(g:ap("enemy"), 2, "an enemy Gundam Lfrith")
end)

scenario({"3-3-9-2", "2-2-3"}, "GD05-088 Prospera Mercury: a Gundam Lfrith paired with her gets AP+1 once", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-086", pilot = "GD05-088", as = "lfrith"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("lfrith"), 2 + 1 + 1)
end)
