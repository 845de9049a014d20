-- Rules 13-1: keyword effects the core implements (<Repair>, <Breach>, <Support>,
-- <Blocker>, <First Strike>, <High-Maneuver>, <Suppression>), and 13-2 keywords that
-- need no card script.
--
-- Cards with the keyword printed as their own and no other text where possible:
--   <Repair>   GD01-017 Stark Jegan (Repair 1, AP3 HP3), GD01-033 Gundam Deathscythe
--              (Repair 1, AP4 HP3), ST01-001 Gundam (Repair 2, AP3 HP4)
--   <Breach>   GD01-030 Rick Dom (Breach 2, AP3 HP3), GD01-041 Shenlong Gundam (Breach 3,
--              AP4 HP3), ST04-007 Aegis Gundam (MA Mode) (Breach 3, AP3 HP4)
--   <Support>  ST03-004 Gaza D (Sleeves) (Support 2, AP2 HP1), GD01-055 BuCUE (Support 2)
--   <Blocker>  ST01-008 Demi Trainer (AP1 HP1), ST02-009 Tragos (AP1 HP1)
--   <High-Maneuver> GD01-024 Wing Gundam Zero (AP5 HP7)
-- No card of data/cards.json prints <First Strike> or <Suppression> as its own
-- keyword: their scenarios use the test cards of tests/data/cards/keywords.json and
-- run only when those cards are loaded:
--   gcg --cards tests/data/cards/keywords.json test tests/rules

local function keys(g)
  local t = {}
  for _, k in ipairs(g:decision().keys) do t[#t + 1] = k end
  table.sort(t)
  return table.concat(t, " ")
end

------------------------------------------------------------------ 13-1-1 <Repair>

scenario({"13-1-1-1", "5-6-1", "5-6-2"}, "<Repair N> recovers N HP at the end of its controller's turn, no more than its damage",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 3, as = "gundam"},     -- Repair 2
                                              {"GD01-017", damage = 1, as = "jegan"}} },  -- Repair 1
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_decision{ kind = "order", player = 1 }
  g:choose("Gundam")
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("gundam"), 1, "3 - 2")
  eq(g:damage("jegan"), 0, "1 - 1")
end)

scenario({"13-1-1-1", "5-6-2"}, "<Repair> recovering more than the damage removes only the damage", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 1, as = "gundam"}} },   -- Repair 2
                  p2 = { deck = 10 } }
  g:end_main()
  eq(g:damage("gundam"), 0, "damage")
  eq(g:hp("gundam"), 4, "HP does not rise above the printed value")
end)

scenario({"13-1-1-1", "10-1-6-2"}, "<Repair> does not work at the end of the opponent's turn", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10 },
                  p2 = { deck = 10, battle = {{"GD01-017", damage = 2, as = "jegan"}} } }
  g:end_main()
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("jegan"), 2, "no recovery in P1's turn")
  g:end_main()
  g:expect_state{ turn = 5, active = 1 }
  eq(g:damage("jegan"), 1, "recovered at the end of P2's own turn")
end)

scenario({"13-1-1-1", "10-1-6-1-1"}, "<Repair> works at the end of every one of its controller's turns", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-033", damage = 2, as = "ds"}} },   -- Repair 1, HP3
                  p2 = { deck = 10 } }
  g:end_main()
  eq(g:damage("ds"), 1, "after turn 3")
  g:end_main()
  eq(g:damage("ds"), 1, "P2's turn 4: nothing")
  g:end_main()
  eq(g:damage("ds"), 0, "after turn 5")
end)

------------------------------------------------------------------ 13-1-2 <Breach>

scenario({"13-1-2-1", "13-1-2-2"}, "<Breach N>: destroying an enemy Unit in battle deals N damage to the top Shield", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-041", as = "shenlong"}} },            -- AP4 HP3 Breach 3
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "top"}},
                         battle = {{"GD01-011", rested = true, as = "loto"}} } }          -- AP2 HP2
  g:choose("attack " .. c(g, "shenlong") .. " " .. c(g, "loto"))
  g:expect_loc("loto", "trash")
  g:expect_loc("top", "trash")
  g:expect_count(2, "shields", 1)
  g:expect_state{ phase = "main phase", step = "" }
end)

scenario({"13-1-2-2", "3-5-3"}, "<Breach> damages the enemy Base first, when there is one", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },             -- AP3 HP3 Breach 2
                  p2 = { deck = 10, shields = 2, base = {{"GD01-126", as = "base"}},      -- HP6
                         battle = {{"GD01-011", rested = true, as = "loto"}} } }
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "loto"))
  g:expect_loc("loto", "trash")
  eq(g:damage("base"), 2, "Breach 2 on the Base")
  g:expect_count(2, "shields", 2)
end)

scenario({"Q55", "13-1-2-3", "10-1-6-4"}, "<Breach> works even when both Units are destroyed (the Unit has left when it resolves)",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },             -- AP3 HP3 Breach 2
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-018", rested = true, as = "rezel"}} } }         -- AP4 HP3
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "rezel"))
  g:expect_loc("rickdom", "trash"):expect_loc("rezel", "trash")
  g:expect_count(2, "shields", 1)
end)

scenario("13-1-2-4", "<Breach> with no Shield and no Base does nothing (and is no battle damage to the player)",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-041", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 0, battle = {{"GD01-011", rested = true, as = "loto"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " " .. c(g, "loto"))
  g:expect_loc("loto", "trash")
  g:expect_state{ over = false, phase = "main phase" }
end)

scenario({"13-1-2-1", "10-1-6-2"}, "<Breach> needs the enemy Unit destroyed by the battle", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },             -- AP3
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-086", rested = true, as = "lfrith"}} } }        -- HP4
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "lfrith"))
  g:expect_loc("lfrith", "battle")
  g:expect_count(2, "shields", 2)
end)

scenario("13-1-2-1", "<Breach> works only during its controller's turn: a defending <Breach> Unit does nothing", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}} },      -- AP2 HP2
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-030", rested = true, as = "rickdom"}} } }       -- AP3 HP3 Breach 2
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "rickdom"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "shields", 2)
end)

scenario({"13-1-2-1", "8-3-1"}, "<Breach> works when the destroyed enemy Unit is a blocker", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "rickdom") .. " p2")
  g:choose("block " .. c(g, "demi"))
  g:expect_loc("demi", "trash")
  g:expect_count(2, "shields", 2)   -- Breach 2 on the top Shield (1 HP): one Shield
end)

------------------------------------------------------------------ 13-1-3 <Support>

scenario({"13-1-3-1", "7-5-3-1", "10-1-7-1", "10-1-7-2"}, "<Support N>: rest the Unit, another friendly Unit gets AP+N during this turn",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST03-004", as = "gaza"}, {"ST01-005", as = "gm"},
                                              {"ST01-005", rested = true, as = "restedgm"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", as = "enemy"}} } }
  g:choose("activate " .. c(g, "gaza") .. " 0")
  eq(g:rested("gaza"), true, "resting is the cost")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  -- Another friendly Unit, rested or not; not itself, not an enemy.
  local want = {c(g, "gm"), c(g, "restedgm")}
  table.sort(want)
  eq(keys(g), table.concat(want, " "), "Support targets")
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 4, "AP2 + 2")
  eq(g:ap("restedgm"), 2, "the other Unit")
  -- A rested <Support> Unit cannot pay the cost again.
  g:expect_no_option("activate " .. c(g, "gaza") .. " 0")
end)

scenario({"13-1-3-1", "10-2-2", "10-3-1-1"}, "<Support> cannot be activated without another friendly Unit, nor when rested", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST03-004", as = "gaza"}} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("activate " .. c(g, "gaza") .. " 0")
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, battle = {{"ST03-004", rested = true, as = "gaza"}, "ST01-005"} },
                   p2 = { deck = 10 } }
  g2:expect_no_option("activate " .. c(g2, "gaza") .. " 0")
end)

scenario("13-1-3-1", "a Unit deployed this turn may use <Support>; the supported AP is dealt in battle", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"GD01-055", as = "bucue"}} },
                  p2 = { deck = 10, battle = {{"GD01-086", rested = true, as = "lfrith"}} } }  -- HP4
  g:choose("play " .. c(g, "bucue"))
  g:choose("activate " .. c(g, "bucue") .. " 0")
  g:choose(c(g, "gm"))
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "lfrith"))
  g:expect_loc("lfrith", "trash")
end)

------------------------------------------------------------------ 13-1-4 <Blocker>

scenario({"13-1-4-1", "8-3-1"}, "<Blocker>: rest the Unit to become the attack target", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 1, battle = {{"ST02-009", as = "tragos"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("block " .. c(g, "tragos"))
  g:expect_loc("tragos", "trash")
  g:expect_count(2, "shields", 1)
  g:expect_state{ over = false }
end)

scenario("13-1-4-1", "a Unit without <Blocker> cannot block", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 1, battle = {{"GD01-086", as = "lfrith"}, {"GD01-011", as = "loto"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  eq(keys(g), "block " .. c(g, "lfrith") .. " pass", "block options")
end)

------------------------------------------------------------------ 13-1-6 <High-Maneuver>

scenario("13-1-6-1", "<High-Maneuver>: enemy Units cannot block its attack", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-024", as = "zero"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}, {"GD01-011", rested = true, as = "loto"}} } }
  g:choose("attack " .. c(g, "zero") .. " p2")
  -- No block step decision.
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_count(2, "shields", 1)
  eq(g:rested("demi"), false, "the blocker was not used")
end)

scenario("13-1-6-1", "<High-Maneuver> only matters for the attacker: other attacks can still be blocked", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-024", as = "zero"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("block " .. c(g, "demi"))
end)

------------------------------------------------------------------ 13-1-5, 13-1-7 (test cards)

if use_cards then use_cards("tests/data/cards/keywords.json") end
local have_test_cards = pcall(game, { p1 = { deck = 1, battle = {"TEST-KW-001"} }, p2 = { deck = 1 } })

if have_test_cards then

scenario({"Q62", "13-1-5-1", "13-1-5-2", "8-5-3-2-2"}, "<First Strike>: an attacker that destroys its target first takes no damage",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-001", as = "fs"}} },                 -- AP3 HP1
                  p2 = { deck = 10, battle = {{"GD01-084", rested = true, as = "pente"}} } } -- AP2 HP3
  g:choose("attack " .. c(g, "fs") .. " " .. c(g, "pente"))
  g:expect_loc("pente", "trash")
  g:expect_loc("fs", "battle")
  eq(g:damage("fs"), 0, "no damage from the destroyed target")
end)

scenario({"13-1-5-2", "8-5-3-2-2"}, "<First Strike>: a target that survives the first damage deals its damage", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-001", as = "fs"}} },                  -- AP3 HP1
                  p2 = { deck = 10, battle = {{"GD01-086", rested = true, as = "lfrith"}} } } -- AP2 HP4
  g:choose("attack " .. c(g, "fs") .. " " .. c(g, "lfrith"))
  eq(g:damage("lfrith"), 3, "the first damage")
  g:expect_loc("fs", "trash")
end)

scenario("13-1-5-1", "<First Strike> does nothing for a Unit that is attacked: damage is simultaneous", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },                  -- AP4 HP3
                  p2 = { deck = 10, battle = {{"TEST-KW-001", rested = true, as = "fs"}} } }  -- AP3 HP1
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "fs"))
  g:expect_loc("fs", "trash"):expect_loc("rezel", "trash")
end)

scenario("13-1-5-1", "<First Strike> does nothing for a blocking Unit", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },                  -- AP4 HP3
                  p2 = { deck = 10, shields = 2, battle = {{"TEST-KW-002", as = "fsb"}} } }   -- AP3 HP1 <Blocker>
  g:choose("attack " .. c(g, "rezel") .. " p2")
  g:choose("block " .. c(g, "fsb"))
  g:expect_loc("fsb", "trash"):expect_loc("rezel", "trash")
  g:expect_count(2, "shields", 2)
end)

scenario({"8-5-2-4-2", "13-1-5-1"}, "<First Strike> against a Base: the Base takes the damage, the attacker none", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-001", as = "fs"}} },
                  p2 = { deck = 10, shields = 2, base = {{"EXB-001", as = "exb"}} } }
  g:choose("attack " .. c(g, "fs") .. " p2")
  g:expect_loc("exb", "outside")
  eq(g:damage("fs"), 0, "attacker")
  g:expect_count(2, "shields", 2)
end)

scenario({"13-1-7-1", "13-1-7-4"}, "<Suppression>: an attack on a player destroys the top two Shields", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-003", as = "sup"}} },
                  p2 = { deck = 10, shields = {{"ST01-005", as = "s1"}, {"ST01-005", as = "s2"}, {"ST01-005", as = "s3"}} } }
  g:choose("attack " .. c(g, "sup") .. " p2")
  g:expect_loc("s3", "trash"):expect_loc("s2", "trash"):expect_loc("s1", "shields")
end)

scenario({"Q167", "13-1-7-3"}, "<Suppression> with only one Shield destroys that one; the player is not damaged", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-003", as = "sup"}} },
                  p2 = { deck = 10, shields = 1 } }
  g:choose("attack " .. c(g, "sup") .. " p2")
  g:expect_count(2, "shields", 0)
  g:expect_state{ over = false }
end)

scenario({"13-1-7-1", "3-5-3"}, "<Suppression> against a Base: only the Base takes the damage", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"TEST-KW-003", as = "sup"}} },
                  p2 = { deck = 10, shields = 2, base = {{"EXB-001", as = "exb"}} } }
  g:choose("attack " .. c(g, "sup") .. " p2")
  eq(g:damage("exb"), 2, "EX Base")
  g:expect_count(2, "shields", 2)
end)

end

scenario({"Q81", "13-2-5-1", "13-2-5-2"}, "a 【Burst】 is told resolving after its owner chooses to activate it, and not when declined",
         function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST02-010", as = "heero"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  ok(not logged(g, "【Burst】 resolves"), "nothing resolves before the decision")
  g:choose("yes")
  local log, act, res = g:log(), nil, nil
  for i, l in ipairs(log) do
    if l:find("activates the 【Burst】", 1, true) then act = i end
    if l:find("【Burst】 resolves", 1, true) then res = i end
  end
  ok(act and res and act < res, "activated, then resolves")
  local h = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST02-010", as = "heero"}} } }
  h:choose("attack " .. c(h, "gm") .. " p2")
  h:choose("no")
  ok(logged(h, "declines the 【Burst】"), "declined")
  ok(not logged(h, "【Burst】 resolves"), "and nothing resolves")
end)

-- TEST-CORE-004 (tests/data/cards/core-rules.json, AP1 HP1): 【Destroyed】If you have another Unit in
-- play, draw 1 (its condition: any Unit of yours in play).
if use_cards then use_cards("tests/data/cards/core-rules.json") end

scenario({"13-2-8-2", "13-2-8-2-1", "10-1-6-2", "Q69"}, "a 【Destroyed】 effect's condition is read as it activates from the trash, not as the Unit is destroyed",
         function()
  -- Alone: when it activates the Unit is in the trash and no other Unit of yours is in play.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, hand = 0, battle = {{"TEST-CORE-004", as = "t"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "t") .. " " .. c(g, "rezel"))
  g:expect_loc("t", "trash")
  g:expect_count(1, "hand", 0)
  -- With a GM beside it: it draws.
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, hand = 0, battle = {{"TEST-CORE-004", as = "t"}, "ST01-005"} },
                   p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g2:choose("attack " .. c(g2, "t") .. " " .. c(g2, "rezel"))
  g2:expect_loc("t", "trash")
  g2:expect_count(1, "hand", 1)
end)
