-- Rules 8: attacking and battles.
--
-- Cards without effect text where possible: ST01-005 GM (AP2 HP2), GD01-018 ReZEL
-- (AP4 HP3), GD01-084 Beguir-Pente (AP2 HP3), GD01-011 Loto (AP2 HP2), GD01-061 ZuOOT
-- (AP0 HP2, <Support 1>); <Blocker> Units ST01-008 Demi Trainer (AP1 HP1), ST02-009
-- Tragos (AP1 HP1), GD01-086 Gundam Lfrith (AP2 HP4); ST04-004 Moebius (AP1 HP1,
-- <Blocker>); ST03-012 Indignation (【Main】/【Action】 Command: a friendly Unit gets
-- AP+2 this turn; Lv2 cost 1).

local function keys(g)
  local t = {}
  for _, k in ipairs(g:decision().keys) do t[#t + 1] = k end
  table.sort(t)
  return table.concat(t, " ")
end

------------------------------------------------------------------ 8-2 attack step

scenario({"8-2-1", "8-1"}, "the attack targets are the opposing player and rested enemy Units, never an active one",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", rested = true, as = "tired"}} },
                  p2 = { deck = 10, battle = {{"GD01-084", rested = true, as = "rested"},
                                              {"GD01-011", as = "active"}} } }
  eq(keys(g), table.concat({"attack " .. c(g, "gm") .. " " .. c(g, "rested"),
                            "attack " .. c(g, "gm") .. " p2", "end"}, " "),
     "main phase options")
  -- Refused if forced: there is no such option at all.
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "active"))
  g:expect_no_option("attack " .. c(g, "tired") .. " p2")
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "tired"))
end)

scenario("8-2-1", "declaring an attack rests the attacking Unit", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, resources = 2, hand = {"ST03-012"}, battle = {"GD01-011"},
                         shields = 2 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  -- P2 holds an 【Action】 Command: the battle stops in the action step.
  g:expect_state{ step = "action step" }
  eq(g:rested("gm"), true, "rested by the attack")
  g:pass()
  -- A rested Unit cannot attack again.
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_no_option("attack " .. c(g, "gm") .. " p2")
end)

------------------------------------------------------------------ 8-3 block step

scenario({"8-3-1", "13-1-4-1"}, "only the attacked player's active Units with <Blocker> are offered as blockers",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST04-004", as = "ownblocker"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"ST01-008", as = "demi"}, {"ST02-009", rested = true, as = "tragos"},
                                   {"GD01-011", as = "loto"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ step = "block step" }
  g:expect_decision{ kind = "action", player = 2, min = 1, max = 1 }
  eq(keys(g), "block " .. c(g, "demi") .. " pass", "block options")
end)

scenario("8-3-1", "with no Unit able to block there is no block step decision", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"ST01-008", rested = true}, {"GD01-011"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(2, "shields", 1)
end)

scenario({"8-3-1", "13-1-4-1", "5-22-2", "8-5-1"}, "blocking rests the blocker and makes it the attack target instead of the player",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },                    -- AP2 HP2
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-086", as = "lfrith"}} } }  -- AP2 HP4 <Blocker>
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("block " .. c(g, "lfrith"))
  eq(g:rested("lfrith"), true, "the blocker is rested")
  -- The battle is now between the two Units: the Shields are untouched.
  g:expect_count(2, "shields", 2)
  eq(g:damage("lfrith"), 2, "Lfrith took GM's AP")
  g:expect_loc("gm", "trash")   -- GM took 2 from Lfrith
  ok(logged(g, "Gundam Lfrith #" .. g:card("lfrith") .. " blocks"), "the block is narrated")
end)

scenario({"8-3-1", "5-22-2"}, "blocking an attack on a rested Unit makes the blocker the target", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },                  -- AP4 HP3
                  p2 = { deck = 10, battle = {{"GD01-011", rested = true, as = "loto"},      -- AP2 HP2
                                              {"ST01-008", as = "demi"}} } }                 -- AP1 HP1 <Blocker>
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "loto"))
  g:choose("block " .. c(g, "demi"))
  g:expect_loc("demi", "trash")
  g:expect_loc("loto", "battle")
  eq(g:damage("loto"), 0, "the original target stopped battling")
  eq(g:damage("rezel"), 1, "ReZEL took the blocker's AP")
end)

scenario("8-3-2", "<Blocker> is used only once per attack", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"ST01-008", as = "demi"}, {"ST02-009", as = "tragos"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p2")
  g:expect_decision{ kind = "action", player = 2, min = 1, max = 1 }
  local okay = g:try_choose({1, 2})
  eq(okay, false, "two blockers at once are refused")
  g:choose("block " .. c(g, "demi"))
  -- No second block decision: the battle ends, back to the main phase.
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_loc("demi", "trash")
  eq(g:rested("tragos"), false, "the other <Blocker> was not used")
  g:expect_count(2, "shields", 2)
end)

scenario("8-3-4", "the attacked player may decline to block", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("pass")
  eq(g:rested("demi"), false, "the blocker stays active")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "trash", 1)
end)

------------------------------------------------------------------ 8-4 action step

scenario({"8-4-1", "9-1", "9-2"}, "after the block step comes the action step, the standby player first", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"ST03-012", as = "mine"}} },
                  p2 = { deck = 10, resources = 2, shields = 2, battle = {{"ST01-008", as = "demi"}},
                         hand = {{"ST03-012", as = "theirs"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ step = "block step" }
  g:pass()
  g:expect_state{ phase = "main phase", step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("play " .. c(g, "theirs"))
  g:pass()
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_option("play " .. c(g, "mine"))
  -- Still before the damage step.
  g:expect_count(2, "shields", 2)
  g:pass()
  g:expect_count(2, "shields", 1)
  g:expect_state{ step = "" }
end)

------------------------------------------------------------------ 8-5 damage step

scenario({"Q40", "8-5-2-1", "8-5-2-3", "8-5-2-3-1", "11-3-1-1", "5-5-6"}, "an attack on a player destroys the top Shield, revealed and trashed; excess damage is lost",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },   -- AP4
                  p2 = { deck = 10, shields = {{"ST01-005", as = "bottom"}, {"ST01-005", as = "middle"},
                                               {"ST01-001", as = "top"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p2")
  g:expect_loc("top", "trash")
  g:expect_loc("middle", "shields"):expect_loc("bottom", "shields")
  g:expect_count(2, "shields", 2)
  -- Revealed: everyone knows which card the Shield was.
  local seen = false
  for _, l in ipairs(g:log(1)) do
    if l:find("Gundam #" .. g:card("top"), 1, true) then seen = true end
  end
  ok(seen, "P1 sees the destroyed Shield")
  g:expect_state{ over = false }
end)

scenario({"8-5-2-2", "11-2-1-1", "1-2-2-1"}, "an attack on a player with no Shield and no Base deals battle damage: that player loses",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 0 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ over = true, winner = 1, reason = "battle damage" }
  g:expect_decision{ kind = "none" }
end)

scenario({"8-5-2-2", "5-5-5"}, "a Unit with 0 AP deals no damage: no Shield is destroyed, no player loses", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-061", as = "zuoot"}, {"GD01-061", as = "zuoot2"}} },
                  p2 = { deck = 10, shields = 1 } }
  g:choose("attack " .. c(g, "zuoot") .. " p2")
  g:expect_count(2, "shields", 1)
  g:expect_state{ over = false }
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, battle = {{"GD01-061", as = "zuoot"}} },
                   p2 = { deck = 10, shields = 0 } }
  g2:choose("attack " .. c(g2, "zuoot") .. " p2")
  g2:expect_state{ over = false }
end)

scenario({"8-5-2-4", "3-5-3"}, "with a Base, an attack on the player damages the Base, even with no Shields", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 0, base = {{"EXB-001", as = "exb"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  eq(g:damage("exb"), 2, "the EX Base took the damage")
  g:expect_state{ over = false }
end)

scenario({"8-5-2-4-1", "5-17-2-5"}, "a destroyed EX Base leaves the game; the next attack hits the Shields", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, base = {{"EXB-001", as = "exb"}} } }   -- HP3
  g:choose("attack " .. c(g, "rezel") .. " p2")
  g:expect_loc("exb", "outside")
  g:expect_count(2, "base", 0)
  g:expect_count(2, "shields", 2)
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_count(2, "shields", 1)
end)

scenario({"Q39", "8-5-3-1", "8-5-3-2", "8-5-3-2-1"}, "an attack on a Unit: both Units deal damage equal to their AP to each other",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-084", as = "pente"}} },                  -- AP2 HP3
                  p2 = { deck = 10, battle = {{"GD01-086", rested = true, as = "lfrith"}} } } -- AP2 HP4
  g:choose("attack " .. c(g, "pente") .. " " .. c(g, "lfrith"))
  eq(g:damage("pente"), 2, "attacker damage")
  eq(g:damage("lfrith"), 2, "target damage")
  g:expect_loc("pente", "battle"):expect_loc("lfrith", "battle")
end)

scenario({"8-5-3-2-3", "8-5-3-2-1", "11-3-1"}, "when both battling Units are destroyed, they are destroyed together", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },                      -- AP2 HP2
                  p2 = { deck = 10, battle = {{"GD01-011", rested = true, as = "loto"}} } }   -- AP2 HP2
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "loto"))
  g:expect_loc("gm", "trash"):expect_loc("loto", "trash")
  -- Both destructions come from the same rules management, after all the damage.
  local log = g:log()
  local last_damage, first_destroyed
  for i, l in ipairs(log) do
    if l:find("battle damage", 1, true) then last_damage = i end
    if l:find("is destroyed", 1, true) and not first_destroyed then first_destroyed = i end
  end
  ok(last_damage and first_destroyed and last_damage < first_destroyed, "both damages before any destruction")
end)

-- TEST-CORE-001 (tests/data/cards/core-rules.json): AP3 HP1, "can't receive battle damage from
-- enemy Units with 2 or less HP".
use_cards("tests/data/cards/core-rules.json")

scenario({"8-5-3-2", "8-5-3-2-3", "5-5-3"}, "battle damage is dealt simultaneously: a \"can't receive damage\" rule sees neither Unit's damage dealt yet",
         function()
  -- ReZEL (AP4 HP3) has 3 HP when the damage is dealt: the rule does not apply, both are destroyed.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-CORE-001", as = "ward"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "ward") .. " " .. c(g, "rezel"))
  g:expect_loc("rezel", "trash")
  g:expect_loc("ward", "trash")    -- not "ReZEL had 0 HP left after the ward's 3 damage"
  -- The rule itself: GM (AP2 HP2) deals it no battle damage.
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, battle = {{"TEST-CORE-001", as = "ward"}} },
                   p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g2:choose("attack " .. c(g2, "ward") .. " " .. c(g2, "gm"))
  g2:expect_loc("gm", "trash")
  eq(g2:damage("ward"), 0)
  g2:expect_loc("ward", "battle")
end)

------------------------------------------------------------------ 8-6 battle end

scenario({"8-6-2", "8-5-4"}, "after the battle the main phase goes on", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_decision{ kind = "action", player = 1 }
  ok(logged(g, "The battle of GM #" .. g:card("gm") .. " ends"), "the battle end step")
  g:choose("attack " .. c(g, "gm2") .. " p2")
  g:expect_count(2, "shields", 1)
end)
