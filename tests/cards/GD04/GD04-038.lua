-- GD04-038 Gundam Exia (Lv.3): 【Deploy】 with 2 or more enemy Units, 2 damage to one of Lv.2 or
-- lower.
-- Props: GD04-005 GM III (Lv.2, HP2), GD04-010 Gaplant (Lv.4), GD04-076 Hipheavy (Lv.1 HP2).

scenario({"13-2-6-1", "10-2-1"}, "GD04-038 Gundam Exia: 2 enemy Units, 2 damage to the Lv.2 or lower one", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-038", as = "exia"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "exia"))
  eq(g:loc("gm3"), "trash")
  eq(g:damage("gaplant"), 0)
end)

scenario("10-3-3", "GD04-038 Gundam Exia: 2 candidates, P1 chooses", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-038", as = "exia"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-076", as = "hip"}} } }
  g:choose("play " .. c(g, "exia"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "hip"))
  eq(g:loc("hip"), "trash")
  eq(g:damage("gm3"), 0)
end)

scenario("10-2-1", "GD04-038 Gundam Exia: only 1 enemy Unit, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-038", as = "exia"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "exia"))
  eq(g:damage("gm3"), 0)
end)
