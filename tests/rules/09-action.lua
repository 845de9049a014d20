-- Rules 9: action steps (and the 【Main】 / 【Action】 timings of Commands, 3-4-5, 13-2-3, 13-2-4).
--
-- Commands, chosen so that their targets exist in every scenario (a Command whose
-- target cannot be chosen cannot be played, 10-1-8-1-1):
--   ST03-012 Indignation (【Main】/【Action】: a friendly Unit gets AP+2 this turn; Lv2 cost 1)
--   ST03-014 The Blue Giant (【Action】 only: a friendly Unit ...; Lv4 cost 1)
--   GD01-100 A Show of Resolve (【Main】 only: draw 2; Lv4 cost 3)
--   GD01-105 Citizens, Take a Stand! (【Main】 only: your Units get AP+2; Lv4 cost 1)

local function keys(g)
  local t = {}
  for _, k in ipairs(g:decision().keys) do t[#t + 1] = k end
  table.sort(t)
  return table.concat(t, " ")
end

-- Play Command `name`; if its effect asks its player to choose (once card scripts
-- exist), take the first option.
local function play(g, name)
  local p = g:decision().player
  g:choose("play " .. c(g, name))
  local d = g:decision()
  if d.kind == "choose" and d.player == p then g:choose(1) end
end

-- A battle in P1's turn: GM attacks P2 (no blockers); the action step begins.
-- Each player has a Unit (a target for their Commands).
local function battle(p1, p2)
  p1.deck = p1.deck or 10
  p2.deck = p2.deck or 10
  p2.shields = p2.shields or 3
  p1.battle = p1.battle or {}
  table.insert(p1.battle, 1, {"ST01-005", as = "attacker"})
  p2.battle = p2.battle or {"GD01-011"}
  local g = game{ turn = 3, active = 1, p1 = p1, p2 = p2 }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  return g
end

scenario({"9-2", "9-3", "9-3-3", "9-4", "9-4-2", "9-5"}, "standby player, then active player; two passes in a row end the step",
         function()
  local g = battle({ resources = 2, hand = {{"ST03-012", as = "mine"}} },
                   { resources = 2, hand = {{"ST03-012", as = "theirs"}} })
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  eq(keys(g), "pass play " .. c(g, "theirs"), "standby player's options")
  g:pass()
  g:expect_decision{ kind = "action", player = 1 }
  eq(keys(g), "pass play " .. c(g, "mine"), "active player's options")
  g:pass()
  -- Both passed in a row: the damage step follows.
  g:expect_state{ step = "" }
  g:expect_count(2, "shields", 2)
end)

scenario({"9-3-1", "9-4-1", "9-4-2", "3-4-4"}, "an 【Action】 Command is paid and played; playing clears the passes, the turns keep alternating",
         function()
  local g = battle({ resources = 2, hand = {{"ST03-012", as = "mine"}} },
                   { resources = 4, hand = {{"ST03-012", as = "a"}, {"ST03-012", as = "b"}} })
  g:expect_decision{ player = 2 }
  play(g, "a")
  g:expect_loc("a", "trash")
  local rested = 0
  for _, r in ipairs(g:cards(2, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 1, "cost paid by the standby player")
  -- The right passes to the active player ...
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:pass()
  -- ... and, one pass only, back to the standby player.
  g:expect_decision{ kind = "action", player = 2 }
  play(g, "b")
  g:expect_decision{ kind = "action", player = 1 }
  g:pass()
  -- P2 has nothing left to play and passes without a decision: two consecutive passes, done.
  g:expect_state{ step = "" }
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(2, "shields", 2)
end)

scenario({"9-3", "9-4-1", "9-5"}, "the active player may act too; the standby player then gets the right again", function()
  local g = battle({ resources = 2, hand = {{"ST03-012", as = "mine"}} },
                   { resources = 2, hand = {{"ST03-012", as = "theirs"}} })
  g:pass()                              -- P2
  play(g, "mine")                       -- P1
  g:expect_decision{ kind = "action", player = 2 }
  g:pass()                              -- P2
  -- P1 has nothing left to activate: passes without being asked; the step ends.
  g:expect_state{ step = "" }
  g:expect_loc("mine", "trash")
end)

scenario("9-3-3", "a player with nothing to activate passes without a decision", function()
  local g = battle({ resources = 4, hand = {{"GD01-100", as = "mainonly"}} }, {})
  -- Neither player can act: no action step decision at all.
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_count(2, "shields", 2)
  local passes = 0
  for _, l in ipairs(g:log()) do
    if l:find("passes", 1, true) then passes = passes + 1 end
  end
  eq(passes, 2, "both players passed")
end)

scenario({"3-4-5", "13-2-3-1", "13-2-4-1"}, "a 【Main】-only Command is not offered in an action step, an 【Action】-only one not in the main phase",
         function()
  local g = battle({ resources = 4, hand = {{"GD01-105", as = "mainonly"}, {"ST03-014", as = "actiononly"}} },
                   { resources = 4, hand = {{"GD01-100", as = "theirmain"}, {"ST03-014", as = "theiraction"}} })
  g:expect_decision{ kind = "action", player = 2 }
  eq(keys(g), "pass play " .. c(g, "theiraction"), "P2's options")
  g:pass()
  eq(keys(g), "pass play " .. c(g, "actiononly"), "P1's options")
  g:pass()
  -- Back in the main phase: the 【Main】 Command, not the 【Action】 one (which may
  -- still be paired as a Pilot, 3-4-6-2).
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_option("play " .. c(g, "mainonly"))
  g:expect_no_option("play " .. c(g, "actiononly"))
end)

scenario({"13-2-3-2", "13-2-4-3", "10-1-8-1"}, "a 【Main】/【Action】 Command can be played in the main phase and in an action step",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"ST03-012", as = "a"}, {"ST03-012", as = "b"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:expect_option("play " .. c(g, "a"))
  g:choose("attack " .. c(g, "gm") .. " p2")
  -- P2 has nothing: P1 is asked.
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_option("play " .. c(g, "a"))
  play(g, "b")
  g:expect_loc("b", "trash")
end)

scenario({"7-6-3-1", "9-1"}, "the end phase's action step: 【Action】 Commands can be played", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, battle = {"GD01-011"}, hand = {{"ST03-012", as = "mine"}} },
                  p2 = { deck = 10, resources = 4, battle = {"GD01-011"}, hand = {{"ST03-014", as = "theirs"}} } }
  g:end_main()
  g:expect_state{ phase = "end phase", step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  play(g, "theirs")
  g:expect_loc("theirs", "trash")
  g:expect_decision{ kind = "action", player = 1 }
  play(g, "mine")
  g:expect_loc("mine", "trash")
  -- P2 has nothing left, P1 neither: the step ends and the turn passes.
  g:expect_state{ turn = 4, active = 2 }
end)

scenario("13-2-1-1", "【Activate･Main】 effects (<Support>) are not offered in an action step", function()
  local g = battle({ battle = {{"ST03-004", as = "gaza"}, {"ST01-005"}}, resources = 2,
                     hand = {{"ST03-012", as = "cmd"}} },
                   {})
  g:expect_decision{ kind = "action", player = 1 }
  eq(keys(g), "pass play " .. c(g, "cmd"), "no <Support> activation in the action step")
  g:pass()
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_option("activate " .. c(g, "gaza") .. " 0")
end)
