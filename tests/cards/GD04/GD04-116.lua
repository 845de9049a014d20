-- GD04-116 Reliable Big Brother: 【Main】 the top 2 cards into the trash; damage to an enemy Unit
-- with 4 or less AP, one per (Minerva Squad) card placed.
-- Props: GD04-062 Lunamaria's Gunner Zaku Warrior ((Minerva Squad)), GD04-005 GM III (AP3 HP2),
-- GD04-027 Bigro (AP5), GD04-010 Gaplant (AP3 HP4), ST04-008 Ginn ((ZAFT) only), GM.

scenario({"10-1-8-1", "5-20-1"}, "GD04-116 Reliable Big Brother: 2 (Minerva Squad) cards placed, 2 damage", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD04-062", as = "a"}, {"GD04-062", as = "b"}}, resources = 4,
                         hand = {{"GD04-116", as = "brother"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}, {"GD04-027", as = "bigro"}} } }
  g:choose("play " .. c(g, "brother"))
  eq(g:loc("a"), "trash")
  eq(g:loc("b"), "trash")
  eq(g:damage("gaplant"), 2, "Bigro has 5 AP: Gaplant is the only target")
  eq(g:damage("bigro"), 0)
end)

scenario("5-20-1", "GD04-116 Reliable Big Brother: 1 (Minerva Squad) card and a (ZAFT) Ginn, 1 damage", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD04-062", as = "a"}, {"ST04-008", as = "b"}}, resources = 4,
                         hand = {{"GD04-116", as = "brother"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "brother"))
  eq(g:loc("b"), "trash")
  eq(g:damage("gaplant"), 1)
end)

scenario("10-1-8-1-2", "GD04-116 Reliable Big Brother: playable without an enemy Unit (the target comes after \"If you do\")",
         function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD04-062", as = "a"}, {"GD04-062", as = "b"}}, resources = 4,
                         hand = {{"GD04-116", as = "brother"}} },
                  p2 = { deck = 10, battle = {"GD04-027"} } }
  g:choose("play " .. c(g, "brother"))
  eq(g:loc("a"), "trash")
  g:expect_count(1, "trash", 3)
end)
