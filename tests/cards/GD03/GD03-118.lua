-- GD03-118 Awakened Potential: scenario tests of scripts/cards/GD03/GD03-118.lua.
-- 【Burst】Add this card to your hand.
-- 【Action】Choose 1 rested enemy Unit that is Lv.4 or lower. Return it to its owner's hand. Then, if
-- there are 2 or more cards with "Awakened Potential" in their card name in your trash, you may
-- choose 1 friendly Unit. It gains <Blocker> during this turn.
--
-- P1 attacks P2 with a GM (Lv.2); in the action step P2 plays it.

local function board(trash)
  return game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}, {"GD01-027", rested = true, as = "bigzam"}} },
               p2 = { deck = 10, shields = 2, resources = 4, trash = trash, hand = {{"GD03-118", as = "cmd"}},
                      battle = {{"GD01-018", as = "rezel"}} } }
end

scenario({"8-4-1", "10-1-8-1", "5-20-2"}, "GD03-118 Awakened Potential: the rested attacker back to the hand; 2 in the trash, <Blocker>",
         function()
  local g = board{ "GD03-118", "GD03-118" }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("play " .. c(g, "cmd"))
  eq(g:loc("attacker"), "hand", "the only rested enemy Unit of Lv.4 or lower (Big Zam is Lv.7)")
  g:expect_decision{ kind = "choose", player = 2, min = 0, max = 1 }
  g:choose(c(g, "rezel"))
  ok(g:keyword("rezel", "blocker"))
  g:expect_count(2, "shields", 2, "the attack ended: its attacker left")
  g:next_turn()
  ok(not g:keyword("rezel", "blocker"), "only during this turn")
end)

scenario("5-20-2", "GD03-118 Awakened Potential: 1 in the trash, no <Blocker>", function()
  local g = board{ "GD03-118" }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("play " .. c(g, "cmd"))
  eq(g:loc("attacker"), "hand")
  ok(not g:keyword("rezel", "blocker"))
end)

scenario("13-2-5-1", "GD03-118 Awakened Potential 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-118", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
