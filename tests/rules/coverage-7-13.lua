-- Rules 7 to 13 (not 12): scenarios for the rules the other files left untested --
-- battles broken off by an effect (8-2-4, 8-3-5, 8-4-2), the original target and
-- <Blocker> (8-3-3), 【Activate･Action】 (9-3-2), how effects work (10-1 to 10-3), the
-- battle area limit (11-4-2-2), keyword copies (13-1) and keywords' qualifications
-- (13-2); at the end, with scripted test cards, the start step (7-2-4) and what no
-- real card does yet.  Rules no card can reach: tests/rules/not-applicable-7-13.txt.
--
-- Cards (no other text unless said):
--   ST01-005 GM (Lv2 AP2 HP2)            ST01-008 Demi Trainer (Lv1 AP1 HP1 <Blocker>, white)
--   ST02-009 Tragos ((OZ) Lv1 AP1 HP1 <Blocker>)  GD01-084 Beguir-Pente (AP2 HP3)
--   GD01-029 Shenlong Gundam (AP4 HP4 <Breach 4>; 【Attack】 destroy an enemy <Blocker> of Lv.3 or lower)
--   ST02-001 Wing Gundam (AP4 HP5; may attack an active enemy Unit of Lv.4 or lower)
--   ST04-013 Hawk of Endymion (【Main】/【Action】 an enemy Unit with 3 or less HP returns to the hand)
--   ST03-012 Indignation (【Main】/【Action】 a friendly Unit gets AP+2)

local function keys(g)
  local t = {}
  for _, k in ipairs(g:decision().keys) do t[#t + 1] = k end
  table.sort(t)
  return table.concat(t, " ")
end

-- Narration lines containing `text`, in order.
local function lines(g, text)
  local t = {}
  for _, l in ipairs(g:log()) do
    if l:find(text, 1, true) then t[#t + 1] = l end
  end
  return t
end

-- Index of the first narration line containing `text`, or nil.
local function log_index(g, text)
  for i, l in ipairs(g:log()) do
    if l:find(text, 1, true) then return i end
  end
  return nil
end

------------------------------------------------------------------ 8 battles

scenario({"Q33", "8-2-2", "8-2-4", "13-2-7-1"},
         "an 【Attack】 effect resolves in the attack step; its target destroyed, the battle skips to its end",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-029", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 2, resources = 2, hand = {"ST03-012"},
                         battle = {{"ST01-008", rested = true, as = "target"},
                                   {"ST02-009", rested = true, as = "tragos"},
                                   {"ST01-008", as = "blocker"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " " .. c(g, "target"))
  -- 8-2-2: the 【Attack】 effect is resolved in the attack step, before any block.
  g:expect_state{ step = "attack step" }
  g:expect_decision{ kind = "choose", player = 1 }
  local want = {c(g, "target"), c(g, "tragos"), c(g, "blocker")}
  table.sort(want)
  eq(keys(g), table.concat(want, " "), "Lv.3 or lower <Blocker> Units")
  g:choose(c(g, "target"))
  -- 8-2-4: the Unit attacked is gone: no block step (P2's active <Blocker> is not
  -- asked), no action step (P2 holds an 【Action】 Command), no damage step.
  g:expect_loc("target", "trash")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:rested("blocker"), false, "the other <Blocker> was not asked")
  eq(g:damage("shenlong"), 0, "no battle damage")
  g:expect_count(2, "shields", 2)   -- no <Breach 4>: nothing was destroyed by battle damage
  g:expect_count(2, "hand", 1)
  ok(log_index(g, "The battle of Shenlong Gundam") ~= nil, "the battle end step")
end)

scenario("8-2-4", "an 【Attack】 effect that leaves its target in place: the battle goes on to the block step",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-029", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-084", rested = true, as = "target"},
                                   {"ST02-009", rested = true, as = "tragos"},
                                   {"ST01-008", as = "blocker"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " " .. c(g, "target"))
  g:choose(c(g, "tragos"))
  g:expect_loc("tragos", "trash")
  g:expect_state{ step = "block step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:pass()
  g:expect_loc("target", "trash")   -- AP4 against HP3
end)

scenario("8-3-3", "a Unit attacked while active cannot block its own attack; another <Blocker> can", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST02-001", as = "wing"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"ST01-008", as = "target"}, {"ST02-009", as = "tragos"}} } }
  g:expect_option("attack " .. c(g, "wing") .. " " .. c(g, "target"))   -- an active Lv.1 Unit
  g:choose("attack " .. c(g, "wing") .. " " .. c(g, "target"))
  g:expect_decision{ kind = "action", player = 2 }
  eq(keys(g), "block " .. c(g, "tragos") .. " pass", "block options")
  g:expect_no_option("block " .. c(g, "target"))
  g:choose("block " .. c(g, "tragos"))
  g:expect_loc("tragos", "trash")
  g:expect_loc("target", "battle")
end)

scenario("8-3-3", "with only the attacked Unit able to block, there is no block step decision", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST02-001", as = "wing"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "target"}} } }
  g:choose("attack " .. c(g, "wing") .. " " .. c(g, "target"))
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_loc("target", "trash")
  eq(g:damage("wing"), 1, "the target battled")
end)

scenario("8-3-5", "the attacked Unit leaves during the block step (its player concedes): no action step, the battle ends",
         function()
  local g = game{ players = 3, mode = "battle-royale", turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-084", rested = true, as = "target"}, {"ST01-008", as = "demi"}} },
                  p3 = { deck = 10, shields = 2, resources = 2, hand = {"ST03-012"}, battle = {"ST01-005"} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "target"))
  g:expect_state{ step = "block step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:concede(2)
  g:expect_loc("target", "outside")
  -- P3 holds an 【Action】 Command but is not asked: the battle has ended.
  g:expect_state{ phase = "main phase", step = "", over = false }
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("gm"), 0, "no damage step")
  g:expect_count(3, "hand", 1)
  ok(log_index(g, "The battle of GM") ~= nil, "the battle end step")
end)

scenario("8-4-2", "the attacking Unit returned to the hand in the action step: no damage step", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"ST03-012", as = "indignation"}},
                         battle = {{"ST01-005", as = "gm"}, {"GD01-084", as = "other"}} },
                  p2 = { deck = 10, shields = 2, resources = 2, hand = {{"ST04-013", as = "hawk"}},
                         battle = {{"GD01-084", as = "pente"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "hawk"))
  g:choose(c(g, "gm"))          -- GM (HP2) or P1's other Unit (HP3)
  g:expect_loc("gm", "hand")
  -- The action step goes on: P1 may still answer.
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:pass()
  -- Both passed (P2 has nothing left): the battle ends without a damage step.
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_count(2, "shields", 2)
  g:expect_count(2, "trash", 1)   -- only Hawk of Endymion
end)

scenario("8-4-2", "the Unit attacked returned to the hand in the action step: the attacker takes no damage", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"ST04-013", as = "hawk"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-084", rested = true, as = "pente"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "pente"))
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }   -- P2 has nothing to do: passed
  g:choose("play " .. c(g, "hawk"))                   -- the only enemy Unit: chosen
  g:expect_loc("pente", "hand")
  g:expect_state{ phase = "main phase", step = "" }
  eq(g:damage("gm"), 0, "no damage step")
  g:expect_loc("gm", "battle")
  g:expect_count(2, "shields", 2)
end)

------------------------------------------------------------------ 9 action steps

scenario({"9-3-2", "10-1-7-3"}, "the standby player activates an 【Activate･Action】 effect by fulfilling its condition (①)",
         function()
  -- GD01-058 Galluss-K: 【Activate･Action】【Once per Turn】①：Choose 1 Unit that is Lv.4 or
  -- higher. It gets AP+1 during this battle.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {"ST03-012"},     -- P1 may answer
                         battle = {{"ST02-001", as = "wing"}} },           -- Lv6 AP4
                  p2 = { deck = 10, shields = 2, resources = 1,
                         battle = {{"GD01-058", as = "galluss"}, {"GD01-086", rested = true, as = "lfrith"}} } }
  g:expect_no_option("activate " .. c(g, "galluss") .. " 1")   -- not P1's, and not in a main phase
  g:choose("attack " .. c(g, "wing") .. " p2")
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  eq(keys(g), "activate " .. c(g, "galluss") .. " 1 pass", "the standby player's options")
  g:choose("activate " .. c(g, "galluss") .. " 1")
  -- The condition ① is fulfilled: the Resource is rested; the effect is activated
  -- (its only possible target, the Lv.6 Wing Gundam, gets AP+1).
  eq(g:rested(g:cards(2, "resources")[1]), true, "① paid")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:ap("wing"), 5, "AP+1 during this battle")
  g:pass()
  g:expect_state{ phase = "main phase", step = "" }
  eq(g:ap("wing"), 4, "the battle is over")
end)

scenario("9-3-2", "an 【Activate･Action】 effect whose condition cannot be fulfilled is not offered", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST02-001", as = "wing"}} },
                  p2 = { deck = 10, shields = 2, resources = {1, rested = 1},
                         battle = {{"GD01-058", as = "galluss"}} } }
  g:choose("attack " .. c(g, "wing") .. " p2")
  -- No active Resource for ①: P2 has nothing to do and passes by itself.
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_count(2, "shields", 1)
end)

------------------------------------------------------------------ 10 effects

scenario("10-1-2", "a constant effect affects only cards on the field: not a Unit card in the hand or the trash",
         function()
  -- ST01-001 Gundam 【During Pair】: during your turn, all your Units get AP+1.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", pilot = "ST01-010", as = "gundam"}, {"ST01-005", as = "gm"}},
                         hand = {{"ST01-005", as = "inhand"}}, trash = {{"ST01-005", as = "intrash"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 3, "GM in the battle area")
  eq(g:ap("inhand"), 2, "GM in the hand")
  eq(g:ap("intrash"), 2, "GM in the trash")
end)

scenario("10-1-2", "an effect of a Unit or Base is activated only from the battle area or the shield area", function()
  -- ST04-016 Vesalius: 【Activate･Main】Rest this Base：a friendly Unit gets AP+1.
  -- ST02-006 Tallgeese: 【Activate･Main】【Once per Turn】④：Set this Unit as active.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 6, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"ST04-016", as = "vesalius"}, {"ST02-006", as = "tallgeese"}},
                         trash = {{"ST04-016", as = "oldbase"}} },
                  p2 = { deck = 10 } }
  g:expect_option("play " .. c(g, "vesalius"))
  for _, name in ipairs({"vesalius", "tallgeese", "oldbase"}) do
    for i = 0, 3 do g:expect_no_option("activate " .. c(g, name) .. " " .. i) end
  end
  g:choose("play " .. c(g, "vesalius"))
  -- Deployed into the shield area's base section: now it can be activated.
  local base = g:cards(1, "base")[1]
  local found = false
  for _, k in ipairs(g:decision().keys) do
    if k:find("activate c" .. base .. " ", 1, true) then found = true end
  end
  ok(found, "the Base's 【Activate･Main】 is offered once in play")
end)

scenario("10-1-5-4", "a constant effect works from the moment its card enters play", function()
  -- GD01-076 Michaelis: while there are 4 or more Command cards in your trash, this Unit
  -- gets AP+1 and HP+1.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, hand = {{"GD01-076", as = "michaelis"}},
                         trash = {"ST03-012", "ST03-012", "GD01-115", "GD01-115"} },
                  p2 = { deck = 10 } }
  eq(g:ap("michaelis"), 3, "in the hand: printed AP")
  g:choose("play " .. c(g, "michaelis"))
  g:expect_loc("michaelis", "battle")
  eq(g:ap("michaelis"), 4, "AP+1 at once")
  eq(g:hp("michaelis"), 4, "HP+1 at once")
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, resources = 3, hand = {{"GD01-076", as = "michaelis"}},
                          trash = {"ST03-012", "ST03-012", "GD01-115", "ST01-005"} },
                   p2 = { deck = 10 } }
  g2:choose("play " .. c(g2, "michaelis"))
  eq(g2:ap("michaelis"), 3, "3 Commands: nothing")
end)

scenario("10-1-5-5", "several constant effects apply together: two Gundams' AP+1 add up", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", pilot = "ST01-010", as = "g1"},
                                              {"ST01-001", pilot = "ST01-010", as = "g2"},
                                              {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  eq(g:ap("gm"), 2 + 1 + 1, "GM")
  eq(g:ap("g1"), 3 + 2 + 1 + 1, "a Gundam gets its own AP+1 and the other's")
  eq(g:ap("enemy"), 2, "not the enemy's Units")
end)

scenario({"10-1-5-6", "10-2-3", "13-1-6-1"},
         "a constant effect that disallows wins: <High-Maneuver> stops a <Blocker> a constant effect gives",
         function()
  -- GD01-081 M1 Astray: while you have another (Triple Ship Alliance) Unit in play, this
  -- Unit gets AP+1 and <Blocker>.  ST03-001 Sinanju: 【During Pair】 <High-Maneuver>.
  local function board(pilot)
    return game{ turn = 3, active = 1,
                 p1 = { deck = 10, battle = {{"ST03-001", pilot = pilot, as = "sinanju"}, {"ST01-005", as = "gm"}} },
                 p2 = { deck = 10, shields = 2,
                        battle = {{"GD01-081", as = "m1"}, {"GD01-069", rested = true, as = "rouge"}} } }
  end
  -- The <Blocker> is there: it blocks an attack by another Unit.
  local g = board("ST03-010")
  eq(g:ap("m1"), 3, "M1 Astray's constant effect holds")
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_option("block " .. c(g, "m1"))
  g:pass()
  -- Attacked by the paired Sinanju: "enemy Units cannot activate <Blocker>" prevails.
  g:choose("attack " .. c(g, "sinanju") .. " p2")
  -- No block step decision: straight to the damage step (where Sinanju's own effect,
  -- for the Shield it destroyed, asks P1 for an enemy Unit).
  g:expect_state{ step = "damage step" }
  g:expect_decision{ kind = "choose", player = 1 }
  eq(g:rested("m1"), false, "no block")
  g:expect_count(2, "shields", 0)
  -- Without its Pilot, Sinanju has no <High-Maneuver>: the block is offered.
  local g2 = board(nil)
  g2:choose("attack " .. c(g2, "sinanju") .. " p2")
  g2:expect_option("block " .. c(g2, "m1"))
end)

scenario("10-1-5-7", "a constant effect reaches a Unit the moment it enters play", function()
  -- ST01-001 Gundam 【During Pair】: during your turn, all your Units get AP+1.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 5, battle = {{"ST01-001", pilot = "ST01-010", as = "gundam"}},
                         hand = {{"ST01-005", as = "gm"}, {"GD01-106", as = "fortress"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  eq(g:ap("gm"), 3, "the GM just deployed")
  g:choose("play " .. c(g, "fortress"))   -- two Zaku Ⅱ tokens (AP1)
  local n = 0
  for _, u in ipairs(g:cards(1, "battle")) do
    if g:number(u) == "T-007" then
      eq(g:ap(u), 2, "a token just deployed")
      n = n + 1
    end
  end
  eq(n, 2, "tokens")
end)

-- GD01-056 Geara Doga (Sleeves) (AP2 HP3) 【Destroyed】Choose 1 enemy Unit with 5 or less AP.
-- Deal 1 damage to it.  GD01-007 Noin's Aries (AP2 HP3) 【Destroyed】If you have another (OZ)
-- Unit in play, draw 1.  ST02-009 Tragos: an (OZ) Unit with 1 HP.
local function doga_against_aries(active)
  local doga_side = { deck = 10, battle = {{"GD01-056", damage = 1, rested = active == 2, as = "doga"}} }
  local aries_side = { deck = 10, shields = 2,
                       battle = {{"GD01-007", damage = 1, rested = active == 1, as = "aries"},
                                 {"ST02-009", rested = true, as = "tragos"}} }
  local g = game{ turn = 3, active = active, p1 = doga_side, p2 = aries_side }
  if active == 1 then
    g:choose("attack " .. c(g, "doga") .. " " .. c(g, "aries"))
  else
    g:choose("attack " .. c(g, "aries") .. " " .. c(g, "doga"))
  end
  return g
end

scenario("10-1-6-6", "effects of both players triggered together: the active player's resolve first", function()
  -- P1 active: both Units destroyed together.  P1's Geara Doga resolves first and
  -- destroys Tragos, so P2's Noin's Aries then finds no other (OZ) Unit: no draw.
  local g = doga_against_aries(1)
  g:expect_loc("doga", "trash"):expect_loc("aries", "trash"):expect_loc("tragos", "trash")
  g:expect_count(2, "hand", 0)
  local doga = log_index(g, "Geara Doga (Sleeves) #" .. g:card("doga") .. ": effect resolves")
  local aries = log_index(g, "Noin's Aries #" .. g:card("aries") .. ": effect resolves")
  ok(doga and aries and doga < aries, "P1's effect first")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("10-1-6-6", "the same board with P2 active: P2's Noin's Aries resolves first and draws", function()
  local g = doga_against_aries(2)
  g:expect_loc("doga", "trash"):expect_loc("aries", "trash"):expect_loc("tragos", "trash")
  g:expect_count(2, "hand", 1)
  g:expect_decision{ kind = "action", player = 2 }
end)

scenario("10-1-6-7", "an effect triggered while others wait is resolved before them", function()
  -- P1's Geara Doga and P2's Geara Doga destroy each other; P2 also has Noin's Aries
  -- with 1 HP left.  P1's effect resolves first (active player) and destroys Noin's
  -- Aries: its 【Destroyed】 resolves before P2's Geara Doga that was already waiting.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-056", damage = 1, as = "doga1"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-056", damage = 1, rested = true, as = "doga2"},
                                   {"GD01-007", damage = 2, rested = true, as = "aries"},
                                   {"ST02-009", rested = true, as = "tragos"}} } }
  g:choose("attack " .. c(g, "doga1") .. " " .. c(g, "doga2"))
  g:expect_loc("doga1", "trash"):expect_loc("doga2", "trash")
  -- P1's Geara Doga: 1 damage to Noin's Aries or Tragos.
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "aries"))
  g:expect_loc("aries", "trash")
  -- No order to choose for P2: the new effect comes first, by itself.
  g:expect_count(2, "hand", 1)   -- Noin's Aries: Tragos is another (OZ) Unit, draw 1
  eq(g:damage("gm"), 1, "then P2's Geara Doga dealt its damage")
  local aries = log_index(g, "Noin's Aries #" .. g:card("aries") .. ": effect resolves")
  local doga2 = log_index(g, "Geara Doga (Sleeves) #" .. g:card("doga2") .. ": effect resolves")
  ok(aries and doga2 and aries < doga2, "Noin's Aries before the waiting Geara Doga")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("10-1-6-8", "a 【Burst】 resolves before the other effects triggered with it, even the active player's",
         function()
  -- ST03-001 Sinanju paired: when it destroys an enemy shield area card with battle
  -- damage, choose 1 enemy Unit and deal 2 damage to it.  GD01-104 Signs of a
  -- Revolution: 【Burst】Draw 1.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST03-001", pilot = "ST03-010", as = "sinanju"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-104", as = "signs"}},
                         battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}} } }
  g:choose("attack " .. c(g, "sinanju") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  eq(g:damage("a") + g:damage("b"), 0, "Sinanju's effect waits")
  g:choose("yes")
  g:expect_count(2, "hand", 1)
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "a"))
  g:expect_loc("a", "trash")
  g:expect_loc("signs", "trash")
end)

use_cards("tests/data/cards/keywords.json")   -- TEST-KW-003 <Suppression>

scenario({"10-1-6-8-1", "13-1-7-4"}, "an effect triggered while two 【Burst】 effects wait resolves before the second",
         function()
  -- TEST-KW-003 (<Suppression>) destroys the top two Shields at once: ST04-015 Archangel
  -- (【Burst】Deploy this card; 【Deploy】Add 1 of your Shields to your hand) and GD01-094
  -- Yzak Jule (【Burst】Add this card to your hand).  Their owner orders them.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-003", as = "sup"}} },
                  p2 = { deck = 10, shields = {{"ST01-005", as = "last"}, {"GD01-094", as = "yzak"},
                                               {"ST04-015", as = "archangel"}} } }
  g:choose("attack " .. c(g, "sup") .. " p2")
  g:expect_decision{ kind = "order", player = 2 }
  g:choose("Archangel")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("archangel", "base")
  -- Archangel's 【Deploy】 came before Yzak Jule's 【Burst】: the last Shield is in the
  -- hand already when the 【Burst】 is offered.
  g:expect_decision{ kind = "yesno", player = 2 }
  g:expect_loc("last", "hand")
  g:expect_loc("yzak", "resolving")
  g:choose("yes")
  g:expect_loc("yzak", "hand")
  g:expect_count(2, "shields", 0)
end)

scenario("13-1-7-4", "two 【Burst】 Shields destroyed together: their owner may take the lower one first", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-003", as = "sup"}} },
                  p2 = { deck = 10, shields = {{"ST01-005", as = "last"}, {"GD01-094", as = "yzak"},
                                               {"ST04-015", as = "archangel"}} } }
  g:choose("attack " .. c(g, "sup") .. " p2")
  g:expect_decision{ kind = "order", player = 2 }
  g:choose("Yzak")
  g:choose("yes")
  g:expect_loc("yzak", "hand")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("no")
  g:expect_loc("archangel", "trash")
  g:expect_loc("last", "shields")
end)

scenario({"10-3-1-2", "10-3-1-3", "10-3-1-4", "10-3-2", "10-1-8-1"},
         "a Command from the hand: revealed, presented while it resolves, its effect performed, then what follows it",
         function()
  -- GD01-115 Zeon Remnant Forces (Lv2 cost 1): 【Main】/【Action】Choose 1 enemy Unit. Deal 1
  -- damage to it.  The Geara Doga (Sleeves) it destroys has 【Destroyed】: 1 damage to
  -- an enemy Unit with 5 or less AP.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zrf"}},
                         battle = {{"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-056", damage = 2, as = "doga"}, {"ST01-005", as = "other"}} } }
  g:choose("play " .. c(g, "zrf"))
  -- 10-3-2: the Command is presented (on its way, not in the hand) while its effect
  -- asks for a target; 10-3-1-2: the opponent has seen which card it is.
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_loc("zrf", "resolving")
  local seen = false
  for _, l in ipairs(g:log(2)) do
    if l:find("P1 plays Zeon Remnant Forces", 1, true) then seen = true end
  end
  ok(seen, "revealed to P2")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do
    if g:rested(r) then rested = rested + 1 end
  end
  eq(rested, 1, "its cost paid")
  g:choose(c(g, "doga"))
  -- 10-3-1-3: the effect; 10-3-1-4: what it caused (the destruction, then the 【Destroyed】
  -- effect destroying P1's GM) is all resolved before P1 acts again.
  g:expect_loc("doga", "trash")
  g:expect_loc("gm", "trash")
  g:expect_loc("zrf", "trash")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("other"), 0, "the chosen Unit only")
end)

scenario("10-3-3", "a waiting effect chooses its target when it resolves: not a Unit that is gone by then", function()
  -- P2 deploys GD01-024 Wing Gundam Zero (【Deploy】3 damage to all Units Lv.5 or lower):
  -- P1's two Geara Doga (Sleeves) are destroyed together, and so is nearly P2's ST02-006
  -- Tallgeese (Lv5 HP4).  P1's first 【Destroyed】 effect finishes Tallgeese; the second
  -- chooses when it resolves: Wing Gundam Zero is the only enemy Unit left.
  local g = game{ turn = 4, active = 2,
                  p1 = { deck = 10, battle = {{"GD01-056", as = "d1"}, {"GD01-056", as = "d2"}} },
                  p2 = { deck = 10, resources = 8, hand = {{"GD01-024", as = "zero"}},
                         battle = {{"ST02-006", as = "tallgeese"}} } }
  g:choose("play " .. c(g, "zero"))
  g:expect_loc("d1", "trash"):expect_loc("d2", "trash")
  eq(g:damage("tallgeese"), 3, "3 damage")
  g:expect_decision{ kind = "choose", player = 1 }
  local want = {c(g, "zero"), c(g, "tallgeese")}
  table.sort(want)
  eq(keys(g), table.concat(want, " "), "the first effect's targets")
  g:choose(c(g, "tallgeese"))
  g:expect_loc("tallgeese", "trash")
  -- The second effect: its only possible target, taken without a question.
  eq(g:damage("zero"), 1, "the second effect hit Wing Gundam Zero")
  g:expect_decision{ kind = "action", player = 2 }
end)

scenario("10-3-3-1", "an effect whose target cannot be chosen does not activate", function()
  -- GD01-029 Shenlong Gundam 【Attack】: choose 1 enemy Unit with <Blocker> that is Lv.3 or
  -- lower.  Destroy it.  GD01-065 Freedom Gundam is a Lv.7 <Blocker>.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-029", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-065", as = "freedom"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " p2")
  -- No choice and no destruction: the attack goes on to the block step.
  g:expect_state{ step = "block step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_loc("freedom", "battle")
  eq(g:rested("freedom"), false, "Freedom Gundam untouched")
end)

scenario("10-3-4", "an effect that chooses nothing acts on its own card, and on its owner", function()
  -- ST03-008 Zaku Ⅱ 【Attack】: this Unit gets AP+2.  P2's top Shield GD01-104 Signs of a
  -- Revolution: 【Burst】Draw 1 -- its owner draws, in P1's turn.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST03-008", as = "zaku"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-104", as = "signs"}} } }
  g:choose("attack " .. c(g, "zaku") .. " p2")
  eq(g:ap("zaku"), 3, "the Zaku itself")
  eq(g:ap("gm"), 2, "not another Unit")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_count(2, "hand", 1)
  g:expect_count(1, "hand", 0)
end)

------------------------------------------------------------------ 11 rules management

scenario("11-4-2-2", "two Units deployed together at the limit: two Units already there are trashed, not the new ones",
         function()
  -- GD01-106 Fortress Defense (Lv5 cost 2): 【Main】Deploy 2 [Zaku Ⅱ] Unit tokens.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 5, hand = {{"GD01-106", as = "fortress"}},
                         battle = {{"ST01-005", as = "u1"}, {"ST01-005", as = "u2"}, {"ST01-005", as = "u3"},
                                   {"ST01-005", as = "u4"}, {"ST01-005", as = "u5"}, {"ST01-008", as = "u6"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "fortress"))
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  eq(#g:decision().keys, 6, "only the six Units already there")
  eq(g:try_choose({1}), false, "one is not enough")
  g:choose({c(g, "u6"), c(g, "u5")})
  g:expect_loc("u6", "trash"):expect_loc("u5", "trash")
  g:expect_count(1, "battle", 6)
  local tokens = 0
  for _, u in ipairs(g:cards(1, "battle")) do
    if g:number(u) == "T-007" then tokens = tokens + 1 end
  end
  eq(tokens, 2, "both tokens deployed")
  -- 11-4-2-1: not destroyed.
  eq(#lines(g, "is destroyed"), 0, "nothing destroyed")
end)

scenario("11-4-2-2", "two Units deployed with one place left: one Unit already there is trashed", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 5, hand = {{"GD01-106", as = "fortress"}},
                         battle = {{"ST01-005", as = "u1"}, {"ST01-005", as = "u2"}, {"ST01-005", as = "u3"},
                                   {"ST01-005", as = "u4"}, {"ST01-008", as = "u5"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "fortress"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(#g:decision().keys, 5, "the five Units already there")
  g:choose(c(g, "u5"))
  g:expect_loc("u5", "trash")
  g:expect_count(1, "battle", 6)
end)

------------------------------------------------------------------ 13 keyword effects and keywords

-- The option key of the waiting effect of card `name` in an order decision.
local function trigger_key(g, name)
  for _, k in ipairs(g:decision().keys) do
    if k:find("trigger " .. c(g, name) .. " ", 1, true) then return k end
  end
  error("no waiting effect of " .. name)
end

scenario("13-1-1-2", "a Unit with <Repair 2> that gains <Repair 1> has <Repair 3>: one effect, 3 HP", function()
  -- GD01-001 Gundam: all your (White Base Team) Units gain <Repair 1> (itself too).
  -- ST01-001 Gundam: (White Base Team), <Repair 2>, HP4.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 3, as = "st"}, {"GD01-001", damage = 1, as = "gd"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  -- Two <Repair> effects wait, one per Unit (not one per copy).
  g:expect_decision{ kind = "order", player = 1 }
  eq(#g:decision().keys, 2, "one <Repair> per Unit")
  g:choose(trigger_key(g, "st"))
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("st"), 0, "3 HP recovered at once")
  eq(g:damage("gd"), 0, "<Repair 1>")
  eq(#lines(g, "Gundam #" .. g:card("st") .. ": <Repair> resolves"), 1, "one <Repair> of ST01-001")
end)

scenario("13-1-1-2", "without the other Gundam, <Repair 2> recovers 2", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 3, as = "st"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  eq(g:damage("st"), 1, "2 HP")
end)

scenario("13-1-2-5", "a Unit with <Breach 2> that gains <Breach 3> has <Breach 5>: one damage of 5", function()
  -- GD01-030 Rick Dom (AP3 HP3, <Breach 2>); ST02-012 Simultaneous Fire (Lv4 cost 1):
  -- a Unit of yours gains <Breach 3> during this turn.  The EX Base has 2 HP left: two
  -- separate <Breach> effects would destroy it and then a Shield.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, hand = {{"ST02-012", as = "fire"}},
                         battle = {{"GD01-030", as = "rickdom"}} },
                  p2 = { deck = 10, shields = 2, base = {{"EXB-001", damage = 1, as = "exb"}},
                         battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("play " .. c(g, "fire"))
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("exb", "outside")
  g:expect_count(2, "shields", 2)
  eq(#lines(g, "<Breach> resolves"), 1, "one <Breach>")
end)

scenario("13-1-4-2", "a <Blocker> Unit that gains <Blocker> again still has one: one block option", function()
  -- GD01-065 Freedom Gundam (white, <Blocker>) with GD01-096 Cagalli Yula Athha: "While
  -- this Unit is white, it gains <Blocker>."
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-065", pilot = "GD01-096", as = "freedom"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  eq(keys(g), "block " .. c(g, "freedom") .. " pass", "block options")
  g:choose("block " .. c(g, "freedom"))
  g:expect_loc("gm", "trash")
  -- Rested by its one block: the next attack cannot be blocked.
  g:choose("attack " .. c(g, "gm2") .. " p2")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_count(2, "shields", 1)
end)

scenario("13-1-5-3", "a Unit given <First Strike> twice deals its battle damage once, first", function()
  -- GD01-063 ZnO (Lv2 AP2 HP1): during your turn, while battling an enemy Unit of Lv.2
  -- or lower, it gains <First Strike>.  ST04-014 The Magic Bullet of Dusk (Lv3 cost 1):
  -- a friendly Unit of Lv.2 or lower gains <First Strike> during this turn.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, hand = {{"ST04-014", as = "bullet"}},
                         battle = {{"GD01-063", as = "zno"}, {"GD01-063", as = "zno2"}} },
                  p2 = { deck = 10, battle = {{"GD01-084", rested = true, as = "pente"},     -- Lv2 AP2 HP3
                                              {"ST01-005", rested = true, as = "gm"}} } }     -- Lv2 AP2 HP2
  g:choose("play " .. c(g, "bullet"))
  g:choose(c(g, "zno"))
  g:choose("attack " .. c(g, "zno") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  eq(g:damage("zno"), 0, "struck first: no damage back")
  g:choose("attack " .. c(g, "zno2") .. " " .. c(g, "pente"))
  eq(g:damage("pente"), 2, "AP2, dealt once")
  g:expect_loc("zno2", "trash")
end)

scenario("13-1-6-2", "a Unit given <High-Maneuver> twice: its attacks cannot be blocked, as with one", function()
  -- GD01-009 G-Fighter 【Deploy】: one of your (White Base Team) Units gains <High-Maneuver>
  -- during this turn.  Two of them give it to the same ST01-004 Guntank.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, hand = {{"GD01-009", as = "f1"}, {"GD01-009", as = "f2"}},
                         battle = {{"ST01-004", as = "guntank"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("play " .. c(g, "f1"))
  g:choose(c(g, "guntank"))
  g:choose("play " .. c(g, "f2"))
  g:choose(c(g, "guntank"))
  g:choose("attack " .. c(g, "guntank") .. " p2")
  g:expect_state{ phase = "main phase", step = "" }
  eq(g:rested("demi"), false, "no block")
  g:expect_count(2, "shields", 1)
end)

scenario("13-2-10-2", "【During Pair･(Coordinator) Pilot】: the effect is there only with a Pilot of that trait", function()
  -- GD01-046 Buster Gundam: 【During Pair･(Coordinator) Pilot】【Once per Turn】When you use
  -- this Unit's <Support> to increase a (ZAFT) Unit's AP, set this Unit as active.
  local function board(pilot)
    return game{ turn = 3, active = 1,
                 p1 = { deck = 10, battle = {{"GD01-046", pilot = pilot, as = "buster"}, {"ST04-008", as = "ginn"}} },
                 p2 = { deck = 10 } }
  end
  local g = board("ST04-011")   -- Athrun Zala: (Coordinator)
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:choose(c(g, "ginn"))
  eq(g:ap("ginn"), 5, "<Support 3>")
  eq(g:rested("buster"), false, "set active")
  local g2 = board("GD01-089")  -- Riddhe Marcenas: paired, but not (Coordinator)
  g2:choose("activate " .. c(g2, "buster") .. " 0")
  g2:choose(c(g2, "ginn"))
  eq(g2:rested("buster"), true, "no effect")
end)

scenario("13-2-12-2", "【During Link】: the Pilot's text works only while it links with its Unit", function()
  -- ST02-010 Heero Yuy (AP+2 HP+1): 【During Link】This Unit gets AP+1 and HP+1.
  -- ST02-001 Wing Gundam (AP4 HP5) links with [Heero Yuy]; GM does not.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST02-001", pilot = "ST02-010", as = "wing"},
                                              {"ST01-005", pilot = "ST02-010", as = "gm"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("wing"), "linked")
  ok(not g:linked("gm"), "paired only")
  eq(g:ap("wing"), 4 + 2 + 1, "Wing Gundam AP")
  eq(g:hp("wing"), 5 + 1 + 1, "Wing Gundam HP")
  eq(g:ap("gm"), 2 + 2, "GM AP")
  eq(g:hp("gm"), 2 + 1, "GM HP")
end)

scenario({"Q79", "13-2-13-2"}, "【Once per Turn】 on two cards: each card activates it once", function()
  -- GD01-053 Geara Doga (Heavy Armed Type): 【Activate･Main】【Once per Turn】①：Choose 1 enemy
  -- Unit with 2 or less AP. Deal 1 damage to it.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"GD01-053", as = "a"}, {"GD01-053", as = "b"}} },
                  p2 = { deck = 10, battle = {{"GD01-084", as = "pente"}} } }   -- AP2 HP3
  g:choose("activate " .. c(g, "a") .. " 1")
  eq(g:damage("pente"), 1, "the first card")
  g:expect_no_option("activate " .. c(g, "a") .. " 1")
  g:choose("activate " .. c(g, "b") .. " 1")
  eq(g:damage("pente"), 2, "the second card")
  g:expect_no_option("activate " .. c(g, "b") .. " 1")
  -- Next turn of P1 each is available again.
  g:end_main()
  g:end_main()
  g:expect_state{ turn = 5, active = 1 }
  g:expect_option("activate " .. c(g, "a") .. " 1")
  g:expect_option("activate " .. c(g, "b") .. " 1")
end)

------------------------------------------------------------------ test cards with scripts
-- No card of data/cards.json has an "at the start of your turn" effect, an activated
-- effect with two conditions, or gives <Support> or <Suppression>: the test cards of
-- tests/data/cards/coverage-7-13.json (scripts in tests/data/scripts) do.

use_cards("tests/data/cards/coverage-7-13.json")

scenario({"11-3-1", "7-6-6-1"}, "a Unit kept alive by HP+2 during this turn is destroyed when the turn ends", function()
  -- TEST-C713-006: your Unit gets HP+2 during this turn.  GM: AP2, HP2.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 1, hand = {{"TEST-C713-006", as = "boost"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy", rested = true}} } }
  g:choose("play " .. c(g, "boost"))
  eq(g:hp("gm"), 4)
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "enemy"))
  g:expect_loc("enemy", "trash")
  eq(g:damage("gm"), 2, "2 damage, 4 HP: it survives the battle")
  g:end_main()
  g:expect_loc("gm", "trash") -- HP2 again at the end of the turn (7-6-6-1)
end)

scenario("11-3-1", "a damaged Unit given HP-2 is destroyed at once", function()
  -- TEST-C713-007: an enemy Unit gets HP-2 during this turn.  GM: HP3.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 1, hand = {{"TEST-C713-007", as = "cut"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm", damage = 1}} } }
  g:choose("play " .. c(g, "cut"))
  g:expect_loc("gm", "trash")
  ok(logged(g, "is destroyed"), "destroyed by rules management")
end)

scenario("11-3-1", "a Unit with 0 HP is destroyed as soon as it is deployed, with no damage", function()
  -- TEST-C713-005: a Unit with AP1, HP0.  Rules management must look at a card
  -- that arrives, not only at damage dealt.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"TEST-C713-005", as = "paper"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  g:expect_loc("gm", "battle")
  g:choose("play " .. c(g, "paper"))
  g:expect_loc("paper", "trash")
  ok(logged(g, "is destroyed"), "destroyed by rules management")
  g:expect_loc("gm", "battle")
end)

scenario({"7-2-4-1", "7-2-2"}, "an \"at the start of your turn\" effect resolves in the start step, before the draw phase",
         function()
  -- TEST-C713-001: At the start of your turn, choose 1 enemy Unit. Rest it.
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, battle = {{"TEST-C713-001", as = "tester"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}} } }
  -- The game stops in the start step for the effect's choice: no draw yet.
  g:expect_state{ phase = "start phase", step = "start step", turn = 2, active = 1 }
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_count(1, "hand", 0)
  g:choose(c(g, "a"))
  eq(g:rested("a"), true, "rested by the effect")
  eq(g:rested("b"), false, "the other Unit")
  -- Resolved: play goes on to the draw phase and the main phase.
  g:expect_state{ phase = "main phase", turn = 2 }
  g:expect_count(1, "hand", 1)
  -- At the start of the opponent's turn it does not activate.
  g:end_main()
  g:expect_state{ phase = "main phase", turn = 3, active = 2 }
  eq(g:rested("tester"), false, "P1's Unit is not rested by its own effect")
end)

scenario("10-1-7-4", "an activated effect with two conditions (①, rest this Unit) needs both", function()
  -- TEST-C713-002: 【Activate･Main】①, Rest this Unit：Draw 1.
  local function board(resources, rested)
    return game{ turn = 3, active = 1,
                 p1 = { deck = 10, resources = resources, battle = {{"TEST-C713-002", rested = rested, as = "tester"}} },
                 p2 = { deck = 10 } }
  end
  local g = board(1, false)
  g:choose("activate " .. c(g, "tester") .. " 1")
  eq(g:rested("tester"), true, "rested")
  eq(g:rested(g:cards(1, "resources")[1]), true, "① paid")
  g:expect_count(1, "hand", 1)
  g:expect_no_option("activate " .. c(g, "tester") .. " 1")
  local g2 = board({1, rested = 1}, false)   -- the Unit could rest, but ① cannot be paid
  g2:expect_no_option("activate " .. c(g2, "tester") .. " 1")
  local g3 = board(1, true)                  -- ① could be paid, but the Unit is rested
  g3:expect_no_option("activate " .. c(g3, "tester") .. " 1")
end)

scenario("13-1-3-2", "a Unit with <Support 2> that gains <Support 2> has <Support 4>", function()
  -- ST03-004 Gaza D (Sleeves): <Support 2>.  TEST-C713-003: 【Main】Choose 1 of your Units.
  -- It gains <Support 2> during this turn.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 1, hand = {{"TEST-C713-003", as = "grant"}},
                         battle = {{"ST03-004", as = "gaza"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "grant"))
  g:choose(c(g, "gaza"))
  g:choose("activate " .. c(g, "gaza") .. " 0")
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 2 + 4, "AP+4 in one <Support>")
  g:expect_no_option("activate " .. c(g, "gaza") .. " 0")
end)

scenario("13-1-7-2", "a <Suppression> Unit given <Suppression> again still destroys two Shields", function()
  -- TEST-KW-003: <Suppression>.  TEST-C713-004: it gains <Suppression> during this turn.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 1, hand = {{"TEST-C713-004", as = "grant"}},
                         battle = {{"TEST-KW-003", as = "sup"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 4 } }
  g:choose("play " .. c(g, "grant"))
  g:choose(c(g, "sup"))
  g:choose("attack " .. c(g, "sup") .. " p2")
  g:expect_count(2, "shields", 2)
  g:expect_count(2, "trash", 2)
end)
