-- GD04-046 Gundam Dynames: 【Deploy】 you may rest it; if you do, 2 damage to an enemy Unit of Lv.3
-- or lower.
-- Props: GD04-005 GM III (Lv.2 HP2), GD04-010 Gaplant (Lv.4).

local function board()
  return game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-046", as = "dynames"}} },
               p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"}} } }
end

scenario({"13-2-6-1", "5-20-1"}, "GD04-046 Gundam Dynames: rested, 2 damage to a Lv.3 or lower enemy Unit", function()
  local g = board()
  g:choose("play " .. c(g, "dynames"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  ok(g:rested("dynames"))
  eq(g:loc("gm3"), "trash")
  eq(g:damage("gaplant"), 0)
end)

scenario({"10-1-3", "5-20-1"}, "GD04-046 Gundam Dynames: not rested, no damage", function()
  local g = board()
  g:choose("play " .. c(g, "dynames"))
  g:choose("no")
  ok(not g:rested("dynames"))
  eq(g:damage("gm3"), 0)
end)

-- The target comes after "If you do": with no enemy Unit of Lv.3 or lower the player is still
-- asked, and resting it does nothing more.
scenario({"10-1-3", "10-2-2"}, "GD04-046 Gundam Dynames: asked with no Lv.3 or lower enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-046", as = "dynames"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "dynames"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  ok(g:rested("dynames"))
  eq(g:damage("gaplant"), 0)
end)
