-- GD04-044 Gadeel (AP3 HP3): 【Attack】 attacking a damaged enemy Unit, <Breach 3> for the battle.
-- Props: GD04-005 GM III (AP3 HP2).

scenario({"13-2-7-1", "13-1-2-1"}, "GD04-044 Gadeel: attacking a damaged Unit, <Breach 3> breaks a Shield", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-044", as = "gadeel"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", rested = true, damage = 1, as = "gm3"}} } }
  g:choose("attack " .. c(g, "gadeel") .. " " .. c(g, "gm3"))
  eq(g:loc("gm3"), "trash")
  g:expect_count(2, "shields", 1)
  eq(g:keyword("gadeel", "breach"), 0, "only during this battle")
end)

scenario("10-2-1", "GD04-044 Gadeel: an undamaged Unit, no <Breach>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-044", as = "gadeel"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-005", rested = true, as = "gm3"}} } }
  g:choose("attack " .. c(g, "gadeel") .. " " .. c(g, "gm3"))
  eq(g:loc("gm3"), "trash")
  g:expect_count(2, "shields", 2)
end)
