-- GD03-122 Veteran Tactics: scenario tests of scripts/cards/GD03/GD03-122.lua.
-- 【Action】Choose 1 enemy Unit that is Lv.3 or lower. Return it to its owner's hand.
--
-- P2 attacks P1 with GD01-018 ReZEL (Lv.3); P1 plays it in the action step.

scenario({"8-4-1", "10-1-8-1", "Q33"}, "GD03-122 Veteran Tactics: the Lv.3 attacker back to its owner's hand, the attack ends",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, shields = 2, hand = {{"GD03-122", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  eq(g:loc("rezel"), "hand")
  g:expect_count(1, "shields", 2)
end)

scenario("10-1-8-1-1", "GD03-122 Veteran Tactics: only a Lv.7 attacker, it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, shields = 2, hand = {{"GD03-122", as = "cmd"}, "GD01-115"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
