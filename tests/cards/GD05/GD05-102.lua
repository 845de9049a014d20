-- GD05-102 Wings of Light: 【Action】When playing this card, choose 1 of the following effects and
-- activate it: ■Choose 1 enemy Unit with 5 or less HP. Return it to its owner's hand.
-- ■Choose 1 Unit. It recovers 3 HP.

-- P2's GM attacks P1; P1 plays Wings of Light in the action step.
local function board(p1_battle, p2_battle)
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 5, hand = {{"GD05-102", as = "wings"}}, battle = p1_battle },
                  p2 = { deck = 10, battle = p2_battle } }
  g:choose("attack " .. c(g, "attacker") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  return g
end

scenario({"13-2-4-1", "10-1-8-1-1"}, "GD05-102 Wings of Light: the first effect: an enemy Unit with 5 or less HP to its owner's hand",
         function()
  local g = board({ {"ST01-001", damage = 3, as = "mine"} },
                  { {"ST01-005", as = "attacker"}, {"ST01-003", as = "gc"}, {"GD01-027", as = "bigzam"} })
  g:choose("play " .. c(g, "wings"))
  g:expect_decision{ kind = "action", player = 1 }       -- the choice of effect
  g:choose("Return an enemy Unit")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "attacker"))
  g:expect_option(c(g, "gc"))
  g:expect_no_option(c(g, "bigzam"))                      -- HP6
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "attacker"))
  g:expect_loc("attacker", "hand")
  eq(g:owner("attacker"), 2)
end)

scenario({"13-2-4-1", "10-1-8-1-1"}, "GD05-102 Wings of Light: the second effect: any Unit recovers 3 HP", function()
  local g = board({ {"ST01-001", damage = 3, as = "mine"} }, { {"ST01-005", as = "attacker"} })
  g:choose("play " .. c(g, "wings"))
  g:choose("recovers 3 HP")
  g:expect_option(c(g, "attacker"))                       -- any Unit, enemy ones too
  g:choose(c(g, "mine"))
  eq(g:damage("mine"), 0)
  g:expect_loc("attacker", "battle")
end)

scenario({"13-2-4-1", "10-2-2"}, "GD05-102 Wings of Light: no enemy Unit with 5 or less HP: the second effect without asking", function()
  local g = board({ {"ST01-001", damage = 3, as = "mine"} }, { {"GD01-027", as = "attacker"} })
  g:choose("play " .. c(g, "wings"))
  g:expect_decision{ kind = "choose", player = 1 }        -- straight to the Unit to recover
  g:choose(c(g, "mine"))
  eq(g:damage("mine"), 0)
  g:expect_loc("attacker", "battle")
end)

scenario({"13-2-4-1", "10-1-8-1-1"}, "GD05-102 Wings of Light: no Unit in play: it can't be played", function()
  -- the end phase's action step: with a Unit in play P1 may play it, with none there is nothing to do
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-102", as = "wings"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:state().step, "action step")
  g:expect_option("play " .. c(g, "wings"))
  g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD05-102", as = "wings"}} },
            p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ active = 2, phase = "main phase" }
end)
