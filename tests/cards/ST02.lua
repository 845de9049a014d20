-- Scenario tests of the ST02 card scripts (scripts/cards/ST02/).

-- The cards of player p in location loc with card number n.
local function numbered(g, p, loc, n)
  local out = {}
  for _, id in ipairs(g:cards(p, loc)) do
    if g:number(id) == n then out[#out + 1] = id end
  end
  return out
end

local function ex_resources(g, p) return #numbered(g, p, "resources", "EXR-001") end

------------------------------------------------------------------ ST02-001 Wing Gundam

scenario({"8-2-1", "13-1-2-1"}, "ST02-001 Wing Gundam attacks an active Lv.4 Unit; <Breach 5> hits the Shield", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-001", as = "wing"}, {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "top"}},
                         battle = { {"ST01-001", as = "gundam"} } } }                 -- Lv.4, active
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "gundam"))  -- other Units: rested targets only
  g:choose("attack " .. c(g, "wing") .. " " .. c(g, "gundam"))
  g:expect_loc("gundam", "trash")
  g:expect_loc("top", "trash")
  g:expect_count(2, "shields", 1)
end)

------------------------------------------------------------------ ST02-002 Wing Gundam (Bird Mode)

scenario({"13-2-6-1", "5-17-3-2-1"}, "ST02-002 Wing Gundam (Bird Mode) 【Deploy】: place 1 EX Resource", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST02-002", as = "bird"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "bird"))
  g:expect_count(1, "resources", 4)
  eq(ex_resources(g, 1), 1)
  -- the EX Resource is active and pays a cost
  local ex = numbered(g, 1, "resources", "EXR-001")[1]
  ok(not g:rested(ex), "placed active")
end)

scenario({"4-4-2"}, "ST02-002 Wing Gundam (Bird Mode): no EX Resource beyond 15 Resources", function()
  local g = game{ p1 = { deck = 10, resources = 15, hand = {{"ST02-002", as = "bird"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "bird"))
  g:expect_count(1, "resources", 15)
  eq(ex_resources(g, 1), 0)
end)

------------------------------------------------------------------ ST02-003 Gundam Heavyarms

scenario({"13-2-10-1", "10-1-6-1", "2-9-3"}, "ST02-003 Gundam Heavyarms: its battle kill deals 1 damage to every enemy Unit of Lv.3 or lower", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-003", pilot = "ST02-012", as = "heavyarms"},   -- AP 3 + 1
                                              {"ST01-005", as = "mine"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", rested = true, as = "target"},
                                               {"ST01-008", as = "demi"},          -- Lv.1 HP1
                                               {"ST01-004", as = "guntank"},       -- Lv.3 HP3
                                               {"ST01-001", as = "gundam"},        -- Lv.4
                                               {"T-004", as = "leo"} } } }         -- token: Lv.0
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "target"))
  g:choose("pass") -- P2 does not block with Demi Trainer
  g:expect_loc("target", "trash")
  g:expect_loc("demi", "trash")
  eq(g:damage("guntank"), 1)
  eq(g:damage("gundam"), 0, "Lv.4: not affected")
  eq(g:loc("leo"), "outside", "the Lv.0 token is destroyed too")
  eq(g:damage("mine"), 0, "friendly Units are not affected")
end)

scenario({"13-2-10-1"}, "ST02-003 Gundam Heavyarms without a Pilot: nothing", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-003", as = "heavyarms"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", rested = true, as = "target"},
                                               {"ST01-004", as = "guntank"} } } }
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "target"))
  g:expect_loc("target", "trash")
  eq(g:damage("guntank"), 0)
end)

scenario({"10-1-6-2"}, "ST02-003 Gundam Heavyarms: no damage when its attack destroys nothing", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-003", pilot = "ST02-012", as = "heavyarms"} } },
                  p2 = { deck = 10, battle = { {"ST02-001", rested = true, as = "wing"},      -- HP 5
                                               {"ST01-004", as = "guntank"} } } }
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "wing"))
  g:expect_state{ phase = "main phase", step = "" }
  eq(g:damage("wing"), 4)
  eq(g:damage("guntank"), 0)
end)

------------------------------------------------------------------ ST02-006 Tallgeese

scenario({"13-2-1-1", "13-2-13-1", "10-1-7-3"}, "ST02-006 Tallgeese: ④ sets it active, once per turn", function()
  local g = game{ p1 = { deck = 10, resources = 8, battle = { {"ST02-006", rested = true, as = "tallgeese"} } },
                  p2 = { deck = 10 } }
  g:choose("Activate effect 1 of Tallgeese")
  ok(not g:rested("tallgeese"))
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 4, "④ paid")
  g:expect_no_option("Activate effect 1 of Tallgeese")
end)

scenario({"10-1-7-3"}, "ST02-006 Tallgeese: not without 4 active Resources", function()
  local g = game{ p1 = { deck = 10, resources = {5, rested = 2}, battle = { {"ST02-006", rested = true, as = "tallgeese"} } },
                  p2 = { deck = 10 } }
  g:expect_no_option("Activate effect 1 of Tallgeese")
end)

------------------------------------------------------------------ ST02-010 Heero Yuy

scenario({"3-2-6-2", "10-1-5", "3-3-9-2"}, "ST02-010 Heero Yuy 【During Link】: the Link Unit gets AP+1 and HP+1", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-001", pilot = "ST02-010", as = "wing"},
                                              {"ST02-003", pilot = "ST02-010", as = "heavyarms"} } },
                  p2 = { deck = 10 } }
  ok(g:linked("wing"))
  eq(g:ap("wing"), 4 + 2 + 1)
  eq(g:hp("wing"), 5 + 1 + 1)
  ok(not g:linked("heavyarms"))
  eq(g:ap("heavyarms"), 3 + 2, "paired but not linked: no bonus")
  eq(g:hp("heavyarms"), 4 + 1)
end)

scenario({"13-2-5-1"}, "ST02-010 Heero Yuy 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST02-010", as = "heero"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("heero", "hand")
end)

------------------------------------------------------------------ ST02-011 Zechs Merquise

scenario({"13-2-12-1", "10-1-6-1"}, "ST02-011 Zechs Merquise 【During Link】: the Link Unit's battle kill draws 1", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-006", pilot = "ST02-011", as = "tallgeese"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", rested = true, as = "gm"} } } }
  ok(g:linked("tallgeese"))
  g:choose("attack " .. c(g, "tallgeese") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario({"13-2-12-1"}, "ST02-011 Zechs Merquise: no draw on a Unit he does not link with", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-003", pilot = "ST02-011", as = "heavyarms"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", rested = true, as = "gm"} } } }
  ok(not g:linked("heavyarms"))
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 0)
end)

scenario({"10-1-6-2"}, "ST02-011 Zechs Merquise: no draw when the attack destroys no Unit", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-006", pilot = "ST02-011", as = "tallgeese"} } },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "tallgeese") .. " p2")
  g:expect_count(1, "hand", 0)
end)

scenario({"10-1-6-4"}, "ST02-011 Zechs Merquise: the draw happens even if the Unit is destroyed in the same battle", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-007", pilot = "ST02-011", as = "leo"} } },     -- AP 4 HP 3
                  p2 = { deck = 10, battle = { {"ST01-003", rested = true, damage = 1, as = "guncannon"} } } } -- AP2, 3 HP left
  ok(g:linked("leo"), "Leo links with an (OZ) Pilot")
  g:choose("attack " .. c(g, "leo") .. " " .. c(g, "guncannon"))
  g:expect_loc("guncannon", "trash")
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-5-1"}, "ST02-011 Zechs Merquise 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST02-011", as = "zechs"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("zechs", "hand")
end)

------------------------------------------------------------------ ST02-012 Simultaneous Fire

scenario({"10-1-8-1", "13-1-2-1", "7-6-6-1"}, "ST02-012 Simultaneous Fire: a Unit gains <Breach 3> during this turn", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, hand = {{"ST02-012", as = "fire"}}, shields = 2,
                         battle = { {"ST01-003", as = "guncannon"} } },                     -- AP2 HP4
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"ST01-005", as = "top"}},
                         battle = { {"ST01-005", rested = true, as = "gm1"}, {"ST01-005", rested = true, as = "gm2"} } } }
  g:choose("play " .. c(g, "fire"))
  g:choose("attack " .. c(g, "guncannon") .. " " .. c(g, "gm1"))
  g:expect_loc("gm1", "trash")
  g:expect_loc("top", "trash")
  g:expect_count(2, "shields", 2)
  -- next turn of P1: no <Breach> any more (P2's GM attacks in its turn, so that it is
  -- rested again in P1's turn)
  g:end_main()
  g:expect_state{ active = 2, phase = "main phase" }
  g:choose("attack " .. c(g, "gm2") .. " p1")
  g:expect_state{ phase = "main phase", step = "" }
  g:end_main()
  g:expect_state{ active = 1, phase = "main phase" }
  g:choose("attack " .. c(g, "guncannon") .. " " .. c(g, "gm2"))
  g:expect_loc("gm2", "trash")
  g:expect_count(2, "shields", 2)
end)

scenario({"10-1-8-1"}, "ST02-012 Simultaneous Fire cannot be played without a Unit of yours", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-012", as = "fire"}} },
                  p2 = { deck = 10, battle = { "ST01-005" } } }
  g:expect_no_option("play " .. c(g, "fire"))
end)

------------------------------------------------------------------ ST02-013 Peaceful Timbre

scenario({"8-4-1", "8-2-3", "8-6-1", "10-1-9"}, "ST02-013 Peaceful Timbre: no damage to the Shields from a Lv.4 attacker during this battle", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-001", as = "gundam"}, {"ST01-005", as = "gm"} } }, -- Lv.4, Lv.2
                  p2 = { deck = 10, resources = 4, hand = {{"ST02-013", as = "timbre"}},
                         shields = {"ST01-005", {"ST01-005", as = "top"}} } }
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "timbre"))
  ok(logged(g, "P2's shield area gains a rule of Peaceful Timbre: shield area cards can't " ..
                "receive damage from enemy Units that are Lv.4 or lower"), "narrated")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_loc("top", "shields")
  g:expect_count(2, "shields", 2)
  -- the battle is over: the next attack destroys a Shield
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_loc("top", "trash")
end)

scenario({"8-4-1"}, "ST02-013 Peaceful Timbre: a Lv.5 attacker still damages the Shields", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-002", as = "ma"} } },                         -- Lv.5
                  p2 = { deck = 10, resources = 4, hand = {{"ST02-013", as = "timbre"}},
                         shields = {"ST01-005", {"ST01-005", as = "top"}} } }
  g:choose("attack " .. c(g, "ma") .. " p2")
  g:choose("play " .. c(g, "timbre"))
  g:expect_loc("top", "trash")
end)

scenario({"8-4-1", "3-5-3"}, "ST02-013 Peaceful Timbre protects the Base in the shield area too", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-001", as = "gundam"} } },
                  p2 = { deck = 10, resources = 4, hand = {{"ST02-013", as = "timbre"}},
                         base = {{"ST01-015", as = "wb"}}, shields = 2 } }
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:choose("play " .. c(g, "timbre"))
  eq(g:damage("wb"), 0)
end)

scenario({"8-4-1"}, "ST02-013 Peaceful Timbre: Units are still damaged", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-001", as = "gundam"} } },
                  p2 = { deck = 10, resources = 4, hand = {{"ST02-013", as = "timbre"}},
                         battle = { {"ST01-003", rested = true, as = "guncannon"} } } }
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "guncannon"))
  g:choose("play " .. c(g, "timbre"))
  eq(g:damage("guncannon"), 3)
end)

------------------------------------------------------------------ ST02-014 Siege Ploy

scenario({"10-1-8-1"}, "ST02-014 Siege Ploy 【Main】: rest an enemy Unit with 5 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST02-014", as = "ploy"}} },
                  p2 = { deck = 10, battle = { {"ST02-001", as = "wing"},                            -- HP 5
                                               {"ST01-001", pilot = "ST01-011", as = "big"} } } }    -- HP 6
  g:choose("play " .. c(g, "ploy"))
  ok(g:rested("wing"))
  ok(not g:rested("big"))
end)

scenario({"10-1-8-1"}, "ST02-014 Siege Ploy cannot be played without an enemy Unit with 5 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST02-014", as = "ploy"}} },
                  p2 = { deck = 10, battle = { {"ST01-001", pilot = "ST01-011"} } } }
  g:expect_no_option("play " .. c(g, "ploy"))
end)

scenario({"8-4-1"}, "ST02-014 Siege Ploy 【Action】 in a battle", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"}, {"ST01-003", as = "guncannon"} } },
                  p2 = { deck = 10, resources = 3, hand = {{"ST02-014", as = "ploy"}}, shields = 2 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("play " .. c(g, "ploy"))
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "guncannon"))
  ok(g:rested("guncannon"))
  g:expect_loc("ploy", "trash")
end)

scenario({"13-2-5-1"}, "ST02-014 Siege Ploy 【Burst】 activates its 【Main】", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"}, {"ST01-003", as = "guncannon"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST02-014", as = "ploy"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "guncannon"))
  ok(g:rested("guncannon"))
end)

------------------------------------------------------------------ ST02-015 Saint Gabriel Institute

scenario({"13-2-6-1", "5-20-2"}, "ST02-015 Saint Gabriel Institute: a Shield to the hand, then 1 of the top 2 to the top and 1 to the bottom", function()
  local g = game{ p1 = { deck = {{"ST01-005", as = "bottom"}, "ST01-005", {"ST01-003", as = "second"}, {"ST01-004", as = "first"}},
                         resources = 2, hand = {{"ST02-015", as = "sg"}}, shields = {"ST01-005", {"ST01-008", as = "top"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sg"))
  g:expect_loc("top", "hand")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "second"))
  local deck = g:cards(1, "deck")
  eq(#deck, 4)
  eq(deck[4], g:card("second"), "returned to the top")
  eq(deck[1], g:card("first"), "returned to the bottom")
  eq(deck[2], g:card("bottom"))
end)

scenario({"5-20-2"}, "ST02-015 Saint Gabriel Institute: with no Shield, the deck part still happens", function()
  local g = game{ p1 = { deck = {{"ST01-005", as = "bottom"}, {"ST01-003", as = "second"}, {"ST01-004", as = "first"}},
                         resources = 2, hand = {{"ST02-015", as = "sg"}}, shields = 0 },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sg"))
  g:choose(c(g, "first"))
  local deck = g:cards(1, "deck")
  eq(deck[3], g:card("first"))
  eq(deck[1], g:card("second"))
end)

scenario({"13-2-5-1", "13-2-6-1"}, "ST02-015 Saint Gabriel Institute 【Burst】: deployed, its 【Deploy】 resolves", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = {"ST01-005", {"ST01-003", as = "second"}, {"ST01-004", as = "first"}},
                         shields = {"ST01-005", {"ST01-008", as = "next"}, {"ST02-015", as = "sg"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("sg", "base")
  g:expect_loc("next", "hand")
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "first"))
  local deck = g:cards(2, "deck")
  eq(deck[3], g:card("first"))
  eq(deck[1], g:card("second"))
end)

------------------------------------------------------------------ ST02-016 Corsica Base

scenario({"13-2-6-1", "5-20-2"}, "ST02-016 Corsica Base on your turn: a Shield to the hand, then a Tallgeese token", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST02-016", as = "corsica"}},
                         shields = {"ST01-005", {"ST01-008", as = "top"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "corsica"))
  g:expect_loc("top", "hand")
  local t = numbered(g, 1, "battle", "T-005")
  eq(#t, 1, "Tallgeese token")
  eq(g:ap(t[1]), 4)
  eq(g:hp(t[1]), 2)
  eq(#numbered(g, 1, "battle", "T-004"), 0)
end)

scenario({"13-2-6-1"}, "ST02-016 Corsica Base with a Corsica Base in the trash: 2 Leo tokens instead", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST02-016", as = "corsica"}}, trash = {"ST02-016"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "corsica"))
  eq(#numbered(g, 1, "battle", "T-004"), 2, "2 Leo tokens")
  eq(#numbered(g, 1, "battle", "T-005"), 0, "no Tallgeese token")
end)

scenario({"13-2-5-1", "13-2-6-1"}, "ST02-016 Corsica Base 【Burst】 in the opponent's turn: no token", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, trash = {"ST02-016"},
                         shields = {"ST01-005", {"ST01-008", as = "next"}, {"ST02-016", as = "corsica"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("corsica", "base")
  g:expect_loc("next", "hand")
  g:expect_count(2, "battle", 0)
end)
