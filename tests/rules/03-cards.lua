-- Rules 3: card types (Units, Pilots, Commands, Bases, Resources).
--
-- Cards are chosen for having no effect text, or text that cannot matter in the
-- scenario, so that these checks keep holding once card scripts exist:
--   ST01-005 GM (Lv2 cost 1, AP2 HP2), GD01-013 Gundam (Lv4 cost 2, AP3 HP4, link
--   [Amuro Ray]), GD01-011 Loto (Lv2 cost 2, AP2 HP2, link (Earth Federation) Trait),
--   GD01-018 ReZEL (AP4 HP3), ST01-003 Guncannon (Lv3 cost 2, AP2 HP4, link [Kai
--   Shiden]), GD01-090 Duo Maxwell (Pilot AP+1 HP+2, Operation Meteor),
--   ST01-010 Amuro Ray (Pilot AP+2 HP+1, Earth Federation; its 【When Paired】 needs an
--   enemy Unit, so the opponent has none when it is paired), GD01-089 Riddhe Marcenas
--   (Pilot AP+1 HP+1), ST01-013 Kai's Resolve
--   (【Main】 Command, 【Pilot】[Kai Shiden] AP+1 HP+0), GD01-126 Underground Desert
--   Base (Lv2 cost 1, HP6).

-- No option key of the pending decision starts with `prefix`.
local function no_key_starting(g, prefix)
  for _, k in ipairs(g:decision().keys) do
    ok(k:sub(1, #prefix) ~= prefix, "unexpected option " .. k)
  end
end

------------------------------------------------------------------ 3-2 Units

scenario({"3-2-1", "5-4-2", "5-8-1"}, "a played Unit card is deployed into the battle area, active", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  g:expect_loc("gm", "battle")
  eq(g:rested("gm"), false, "deployed active")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "battle", 1)
end)

scenario({"3-2-4", "3-2-6-3"}, "a Unit cannot attack in the turn it is deployed, but can in its next turn", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  no_key_starting(g, "attack " .. c(g, "gm"))
  g:end_main()                   -- P1's turn ends
  g:expect_state{ turn = 4, active = 2 }
  g:end_main()                   -- P2's turn ends
  g:expect_state{ turn = 5, active = 1 }
  g:expect_option("attack " .. c(g, "gm") .. " p2")
end)

scenario("3-2-4", "a Unit marked as deployed this turn cannot attack; one deployed earlier can", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", fresh = true, as = "new"}, {"ST01-005", as = "old"}} },
                  p2 = { deck = 10 } }
  no_key_starting(g, "attack " .. c(g, "new"))
  g:expect_option("attack " .. c(g, "old") .. " p2")
end)

scenario("3-2-3", "only Units attack: no attack with a Base or a paired Pilot", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-011", pilot = {"GD01-090", as = "duo"}, as = "loto"}},
                         base = {{"GD01-126", as = "base"}} },
                  p2 = { deck = 10 } }
  g:expect_option("attack " .. c(g, "loto") .. " p2")
  no_key_starting(g, "attack " .. c(g, "base"))
  no_key_starting(g, "attack " .. c(g, "duo"))
  local attacks = 0
  for _, k in ipairs(g:decision().keys) do
    if k:sub(1, 7) == "attack " then attacks = attacks + 1 end
  end
  eq(attacks, 1, "attack options")
end)

scenario({"3-2-5", "3-2-5-1", "3-2-5-2", "8-5-3-2-1"}, "a Unit deals damage equal to its AP; a Unit whose HP reaches zero is destroyed",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },              -- AP4 HP3
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"},  -- AP3 HP4
                                              {"GD01-084", rested = true, as = "pente"}} } } -- AP2 HP3
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "pente"))
  g:expect_loc("pente", "trash")
  eq(g:damage("rezel"), 2, "ReZEL took Beguir-Pente's AP")
  g:expect_loc("rezel", "battle")
  ok(g:hp("rezel") - g:damage("rezel") > 0, "ReZEL survives with HP left")
end)

------------------------------------------------------------------ 3-2-6 links

scenario({"3-2-6-2", "3-2-6-4", "3-2-6-3"}, "a Unit paired with the Pilot its link condition names becomes a Link Unit, which can attack at once",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4,
                         hand = {{"GD01-013", as = "gundam"}, {"ST01-010", as = "amuro"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gundam"))
  no_key_starting(g, "attack " .. c(g, "gundam"))
  eq(g:linked("gundam"), false, "not linked without a Pilot")
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "gundam"))
  eq(g:linked("gundam"), true, "[Amuro Ray] is in the Pilot's name")
  g:expect_option("attack " .. c(g, "gundam") .. " p2")
end)

scenario({"3-2-6-2", "3-2-6-3"}, "a Pilot that does not meet the link condition makes no Link Unit, which cannot attack the turn it is deployed",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4,
                         hand = {{"GD01-013", as = "gundam"}, {"GD01-090", as = "duo"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gundam"))
  g:choose("pair " .. c(g, "duo") .. " " .. c(g, "gundam"))
  eq(g:paired("gundam"), g:card("duo"), "paired")
  eq(g:linked("gundam"), false, "Duo Maxwell is not [Amuro Ray]")
  no_key_starting(g, "attack " .. c(g, "gundam"))
end)

scenario({"3-2-6-1", "3-2-6-2"}, "a trait link condition is met by a Pilot with that trait, not by others", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4,
                         battle = {{"GD01-011", as = "loto1"}, {"GD01-011", as = "loto2"}},
                         hand = {{"ST01-010", as = "amuro"}, {"GD01-090", as = "duo"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "loto1"))  -- (Earth Federation)
  g:choose("pair " .. c(g, "duo") .. " " .. c(g, "loto2"))    -- (Operation Meteor)
  eq(g:linked("loto1"), true, "Loto with an (Earth Federation) Pilot")
  eq(g:linked("loto2"), false, "Loto with an (Operation Meteor) Pilot")
end)

scenario("3-2-6-2", "a Unit with no link condition never becomes a Link Unit", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"ST01-010", as = "amuro"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "gm"))
  eq(g:paired("gm"), g:card("amuro"), "paired")
  eq(g:linked("gm"), false, "GM has no link condition")
end)

------------------------------------------------------------------ 3-3 Pilots

scenario({"Q47", "3-3-1", "3-3-8", "3-3-8-1", "5-9-1"}, "a Pilot is placed beneath a Unit and adds its AP and HP to it", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"GD01-090", as = "duo"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 2, "GM AP before")
  eq(g:hp("gm"), 2, "GM HP before")
  g:choose("pair " .. c(g, "duo") .. " " .. c(g, "gm"))
  g:expect_loc("duo", "battle")
  eq(g:paired("gm"), g:card("duo"), "GM's Pilot")
  eq(g:paired("duo"), g:card("gm"), "Duo's Unit")
  eq(g:ap("gm"), 3, "AP2 + 1")
  eq(g:hp("gm"), 4, "HP2 + 2")
  g:expect_count(1, "battle", 1)   -- a Pilot is not a Unit of the battle area
  g:expect_count(1, "hand", 0)
  eq(g:rested(g:cards(1, "resources")[1]), true, "the Pilot's cost was paid")
end)

scenario({"3-3-4", "3-3-5"}, "a Unit that has a Pilot cannot get another one", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4,
                         battle = {{"ST01-005", pilot = "GD01-090", as = "paired"}, {"ST01-005", as = "free"}},
                         hand = {{"GD01-089", as = "riddhe"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:expect_option("pair " .. c(g, "riddhe") .. " " .. c(g, "free"))
  g:expect_no_option("pair " .. c(g, "riddhe") .. " " .. c(g, "paired"))
  -- Nor can a Pilot be paired with an enemy Unit (12-3-15).
  g:expect_no_option("pair " .. c(g, "riddhe") .. " " .. c(g, "enemy"))
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "free"))
  g:expect_decision{ kind = "action", player = 1 }
  -- Now neither Unit is free, and no option removes or swaps a Pilot.
  for _, k in ipairs(g:decision().keys) do
    ok(k:sub(1, 5) ~= "pair ", "unexpected " .. k)
  end
end)

scenario("3-3-4", "a Pilot needs a Unit without a Pilot: with none, it cannot be played", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"ST01-005", pilot = "GD01-090"}},
                         hand = {{"ST01-010", as = "amuro"}} },
                  p2 = { deck = 10 } }
  no_key_starting(g, "pair " .. c(g, "amuro"))
  no_key_starting(g, "play " .. c(g, "amuro"))
end)

scenario({"3-3-6", "3-3-3"}, "a paired Pilot goes to the trash with its destroyed Unit", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },                    -- AP4 HP3
                  p2 = { deck = 10, battle = {{"GD01-011", rested = true, as = "loto",
                                               pilot = {"GD01-090", as = "duo"}}} } }        -- AP3 HP4
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "loto"))
  g:expect_loc("loto", "trash"):expect_loc("duo", "trash")
  g:expect_count(2, "trash", 2)
  g:expect_count(2, "battle", 0)
  eq(g:paired("duo"), nil, "no longer paired")
end)

------------------------------------------------------------------ 3-4 Commands

scenario({"3-4-1", "3-4-4", "4-9-1"}, "a played Command card goes to the trash after its effect", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, hand = {{"GD01-100", as = "cmd"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("cmd", "trash")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 3, "cost 3 paid")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"3-4-6", "3-4-6-1", "3-4-6-2", "3-4-6-3", "3-4-6-4", "5-9-1"}, "a 【Pilot】 Command can be paired as a Pilot in the main phase: it links, adds AP/HP and is not trashed",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, battle = {{"ST01-003", fresh = true, as = "guncannon"}},
                         hand = {{"ST01-013", as = "kai"}} },
                  p2 = { deck = 10 } }
  -- Both ways of playing it are offered.
  g:expect_option("play " .. c(g, "kai"))
  g:expect_option("pair " .. c(g, "kai") .. " " .. c(g, "guncannon"))
  no_key_starting(g, "attack " .. c(g, "guncannon"))
  g:choose("pair " .. c(g, "kai") .. " " .. c(g, "guncannon"))
  g:expect_loc("kai", "battle")
  eq(g:paired("guncannon"), g:card("kai"), "paired as a Pilot")
  eq(g:linked("guncannon"), true, "【Pilot】[Kai Shiden] meets [Kai Shiden]")
  eq(g:ap("guncannon"), 3, "AP2 + 1")
  eq(g:hp("guncannon"), 4, "HP4 + 0")
  g:expect_count(1, "trash", 0)
  -- Linked: it may attack the turn it was deployed.
  g:expect_option("attack " .. c(g, "guncannon") .. " p2")
end)

scenario({"3-4-6-4", "3-3-6", "3-4-6-3"}, "a Command paired as a Pilot follows its Unit to the trash, as a Command card", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },                   -- AP4
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "guncannon",
                                               pilot = {"ST01-013", as = "kai"}}} } }       -- AP3 HP4
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "guncannon"))
  g:expect_loc("guncannon", "trash"):expect_loc("kai", "trash")
  eq(g:paired("kai"), nil, "a Command card in the trash")
end)

------------------------------------------------------------------ 3-5 Bases

scenario({"3-5-1", "5-4-2", "5-8-1"}, "a played Base card is deployed into the base section, active", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"GD01-126", as = "base"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "base"))
  g:expect_loc("base", "base")
  eq(g:rested("base"), false, "deployed active")
  g:expect_count(1, "battle", 0)
  eq(g:hp("base"), 6, "the Base's HP")
end)

scenario({"3-5-3", "8-5-2-4", "8-5-2-4-1"}, "damage to the shield area goes to the Base first; Shields are untouched",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },   -- AP4
                  p2 = { deck = 10, shields = 2, base = {{"GD01-126", as = "base"}} } }  -- HP6
  g:choose("attack " .. c(g, "rezel") .. " p2")
  eq(g:damage("base"), 4, "the Base took the battle damage")
  g:expect_loc("base", "base")
  g:expect_count(2, "shields", 2)
  g:expect_count(2, "trash", 0)
end)

scenario({"3-5-4", "3-5-4-2", "8-5-2-4-1", "5-5-6"}, "a Base whose HP reaches zero is destroyed; the excess damage is not carried to a Shield",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },   -- AP4
                  p2 = { deck = 10, shields = 2, base = {{"GD01-126", damage = 3, as = "base"}} } }  -- HP6
  g:choose("attack " .. c(g, "rezel") .. " p2")
  g:expect_loc("base", "trash")
  g:expect_count(2, "shields", 2)
  g:expect_count(2, "base", 0)
end)

scenario({"13-2-4-2", "3-4-6-2"}, "a 【Pilot】 Command cannot be paired as a Pilot during an action step", function()
  -- ST03-012 Indignation: 【Main】/【Action】, 【Pilot】[Angelo Sauper], Lv2 cost 1.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}},
                         hand = {{"ST03-012", as = "mine"}} },
                  p2 = { deck = 10, resources = 2, battle = {{"ST01-005", as = "theirs"}},
                         hand = {{"ST03-012", as = "indignation"}} } }
  -- Main phase: played as a Command or paired as a Pilot.
  g:expect_option("play " .. c(g, "mine"))
  g:expect_option("pair " .. c(g, "mine") .. " " .. c(g, "gm2"))
  g:choose("attack " .. c(g, "gm") .. " p2")
  -- The battle's action step: the standby player may play it, not pair it.
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("play " .. c(g, "indignation"))
  no_key_starting(g, "pair ")
  g:pass()
  -- Nor the active player.
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_option("play " .. c(g, "mine"))
  no_key_starting(g, "pair ")
end)

------------------------------------------------------------------ 3-3-9 a Pilot's text

-- Test Pilots (tests/data/cards/core-rules.json): TEST-CORE-002 (AP+1 HP+1) with <Blocker>,
-- <Repair 1>, <Breach 2> below its 【Burst】; TEST-CORE-003 with <First Strike>,
-- <High-Maneuver>, <Suppression> and 【Activate･Main】<Support 1>.
use_cards("tests/data/cards/core-rules.json")

scenario({"3-3-9-2", "3-3-9-1", "13-1-4-1"}, "a Pilot's printed keywords are its paired Unit's: <Blocker>, <Repair>, <Breach>",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST01-005", pilot = "TEST-CORE-002", as = "gm"}, {"ST01-005", as = "bare"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  ok(g:keyword("gm", "blocker"), "<Blocker> from its Pilot")
  eq(g:keyword("gm", "repair"), 1)
  eq(g:keyword("gm", "breach"), 2)
  ok(not g:keyword("bare", "blocker"), "not for a Unit without that Pilot")
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:expect_option("block " .. c(g, "gm"))   -- 13-1-4-1: it may block
  g:expect_no_option("block " .. c(g, "bare"))
end)

scenario({"3-3-9-2", "13-1-5", "13-1-6", "13-1-7", "13-1-3-1"}, "a Pilot's printed keywords are its paired Unit's: <First Strike>, <High-Maneuver>, <Suppression>, <Support>",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", pilot = "TEST-CORE-003", as = "gm"}, {"ST01-005", as = "other"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}} } }  -- <Blocker>
  for _, k in ipairs{ "first strike", "high-maneuver", "suppression" } do
    ok(g:keyword("gm", k), k)
  end
  eq(g:keyword("gm", "support"), 1)
  g:expect_option("activate " .. c(g, "gm") .. " 0")
  g:choose("attack " .. c(g, "gm") .. " p2")   -- no block step (<High-Maneuver>)
  g:expect_count(2, "shields", 1)              -- <Suppression>: 2 Shields
end)

scenario({"3-3-9-2", "3-3-3"}, "a Pilot's keywords leave with it: a Unit whose Pilot left has none", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, hand = {{"TEST-CORE-002", as = "pilot"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  ok(not g:keyword("gm", "blocker"))
  eq(g:keyword("gm", "repair"), 0)
end)
