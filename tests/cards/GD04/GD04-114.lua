-- GD04-114 Reformationist: 【Burst】 a "Trans-Am" Unit card from the trash to the hand;
-- 【Main】/【Action】 1 damage to one of your Units and one enemy Unit.
-- Props: GD04-037 Gundam Kyrios (Trans-Am), GD04-047 Gundam Virtue, GD04-005 GM III, GD04-010
-- Gaplant, GD04-027 Bigro.

scenario({"10-1-8-1", "10-3-3"}, "GD04-114 Reformationist 【Main】: 1 damage to your Unit and to the enemy's", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-114", as = "reform"}},
                         battle = {{"GD04-010", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "reform"))
  g:expect_decision{ kind = "choose", player = 1 }   -- the enemy Unit (yours: the only one)
  g:choose(c(g, "gaplant"))
  eq(g:damage("mine"), 1)
  eq(g:damage("gaplant"), 1)
  eq(g:damage("gm3"), 0)
end)

scenario("10-1-8-1-1", "GD04-114 Reformationist: without a Unit of yours, or without an enemy Unit, it can't be played",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-114", as = "reform"}} },
                  p2 = { deck = 10, battle = {"GD04-005"} } }
  g:expect_no_option("play " .. c(g, "reform"))
  g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-114", as = "reform"}}, battle = {"GD04-005"} },
            p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "reform"))
end)

scenario("8-4-1", "GD04-114 Reformationist 【Action】: played in the action step", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, resources = 2, hand = {{"GD04-114", as = "reform"}},
                         battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("play " .. c(g, "reform"))
  eq(g:damage("gm3"), 1)
  eq(g:damage("bigro"), 1)
end)

scenario({"13-2-5-1", "2-2-3"}, "GD04-114 Reformationist 【Burst】: a \"Trans-Am\" Unit card from the trash to the hand",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, trash = {{"GD04-037", as = "kyrios"}, {"GD04-047", as = "virtue"}},
                         shields = {"ST01-005", {"GD04-114", as = "reform"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  eq(g:loc("kyrios"), "hand")
  eq(g:loc("virtue"), "trash")
  eq(g:loc("reform"), "trash")
end)

scenario({"10-1-8-1", "10-3-3"}, "GD04-114 Reformationist: your Unit is chosen first, then the enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-114", as = "reform"}},
                         battle = {{"GD04-010", as = "mine"}, {"GD04-047", as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "reform"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_no_option(c(g, "gm3"))
  g:choose(c(g, "mine"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_no_option(c(g, "virtue"))
  g:choose(c(g, "gm3"))
  eq(g:damage("mine"), 1)
  eq(g:loc("virtue"), "battle")
  eq(g:damage("virtue"), 0)
  eq(g:loc("gm3"), "battle")
  eq(g:damage("gm3"), 1)
  eq(g:damage("gaplant"), 0)
end)
