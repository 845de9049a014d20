-- Scenario tests of the ST03 starter deck's card scripts (scripts/cards/ST03/).

-- The card ids of player p's location whose number is `number`.
local function find(g, p, loc, number)
  local t = {}
  for _, id in ipairs(g:cards(p, loc)) do
    if g:number(id) == number then t[#t + 1] = id end
  end
  return t
end

------------------------------------------------------------------ ST03-001 Sinanju

scenario({"13-2-10-1", "13-1-6-1"}, "ST03-001 Sinanju 【During Pair】: it gains <High-Maneuver>, no block", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-001", pilot = "ST03-010", as = "sinanju"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }  -- an active <Blocker>
  g:choose("attack " .. c(g, "sinanju") .. " p2")
  ok(not g:rested("demi"), "Demi Trainer could not block")
  g:expect_count(2, "shields", 1)
end)

scenario("13-2-10-1", "ST03-001 Sinanju without a Pilot has no <High-Maneuver>: it can be blocked", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-001", as = "sinanju"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "sinanju") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("block " .. c(g, "demi"))
end)

scenario({"8-5-2-3", "10-2-2"}, "ST03-001 Sinanju destroys a Shield with battle damage: 2 damage to a chosen enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-001", pilot = "ST03-010", as = "sinanju"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "top"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "sinanju") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gc"))
  g:expect_loc("top", "trash")
  eq(g:damage("gc"), 2, "Guncannon takes 2 damage")
  eq(g:damage("gm"), 0, "GM not chosen")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"8-5-2-4", "4-6-2"}, "ST03-001 Sinanju destroys an enemy Base with battle damage: 2 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-001", as = "sinanju"}} },
                  p2 = { deck = 10, shields = 2, base = {{"ST04-016", as = "vesalius"}},   -- HP5
                         battle = {{"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "sinanju") .. " p2")
  g:expect_loc("vesalius", "trash")
  g:expect_count(2, "shields", 2)
  eq(g:damage("gc"), 2, "the only enemy Unit takes 2 damage")
end)

scenario("10-2-2", "ST03-001 Sinanju: a Shield destroyed with no enemy Unit in play: nothing to choose", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-001", as = "sinanju"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "sinanju") .. " p2")
  g:expect_count(2, "shields", 1)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("8-5-3", "ST03-001 Sinanju: destroying an enemy Unit, or another Unit destroying a Shield, does not count", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-001", as = "sinanju"}, {"ST01-005", as = "mygm"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "sinanju") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  eq(g:damage("gc"), 0, "no trigger for a Unit destroyed")
  g:choose("attack " .. c(g, "mygm") .. " p2")
  g:expect_count(2, "shields", 1)
  eq(g:damage("gc"), 0, "no trigger for a Shield destroyed by another Unit")
end)

------------------------------------------------------------------ ST03-006 Char's Zaku II

-- Char's Zaku II (AP3 HP2) attacks a rested Gelgoog (AP4 HP3): both are destroyed.
local function zaku_board(deck)
  return game{ p1 = { deck = deck, battle = {{"ST03-006", as = "czaku"}} },
               p2 = { deck = 10, battle = {{"GD01-031", rested = true, as = "gelgoog"}} } }
end

scenario({"13-2-8-1", "10-1-3"}, "ST03-006 Char's Zaku II 【Destroyed】: a (Zeon)/(Neo Zeon) Unit among the top 3 to the hand, the rest to the bottom", function()
  local g = zaku_board{ "ST01-005", "ST01-005", {"ST01-005", as = "f3"}, {"ST03-003", as = "gz"},
                        {"ST01-005", as = "gm"}, {"ST03-007", as = "z1"} }   -- z1 on top
  g:choose("attack " .. c(g, "czaku") .. " " .. c(g, "gelgoog"))
  g:expect_loc("czaku", "trash")
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "gz"))
  g:expect_option(c(g, "z1"))
  g:expect_no_option(c(g, "gm"))  -- not (Zeon)/(Neo Zeon)
  g:expect_no_option(c(g, "f3"))  -- not among the top 3
  g:choose(c(g, "gz"))
  g:expect_loc("gz", "hand")
  -- "You may reveal 1 ... and add it to your hand": revealed, so the opponent sees it
  ok(logged(g, "P1 reveals Geara Zulu", 2), "revealed to the opponent")
  local deck = g:cards(1, "deck")  -- first = bottom
  eq(#deck, 5)
  local bottom2 = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom2[g:card("z1")] and bottom2[g:card("gm")], "the 2 others are at the bottom")
  eq(deck[5], g:card("f3"), "the 4th card is now the top")
end)

scenario("10-1-3", "ST03-006 Char's Zaku II: the player may take none; all 3 go to the bottom", function()
  local g = zaku_board{ "ST01-005", {"ST01-005", as = "f2"}, {"ST03-003", as = "gz"},
                        {"ST01-005", as = "gm"}, {"ST03-007", as = "z1"} }
  g:choose("attack " .. c(g, "czaku") .. " " .. c(g, "gelgoog"))
  g:choose({})
  g:expect_count(1, "hand", 0)
  local deck = g:cards(1, "deck")
  eq(deck[5], g:card("f2"), "the 4th card is now the top")
  for _, name in ipairs{"gz", "gm", "z1"} do
    local id, at = g:card(name), nil
    for i, d in ipairs(deck) do if d == id then at = i end end
    ok(at and at <= 3, name .. " at the bottom")
  end
end)

scenario("13-2-8-1", "ST03-006 Char's Zaku II: no (Zeon)/(Neo Zeon) Unit among the top 3, no question", function()
  local g = zaku_board{ {"ST03-007", as = "z1"}, "ST01-005", {"ST03-010", as = "ff"}, "ST01-003" }
  g:choose("attack " .. c(g, "czaku") .. " " .. c(g, "gelgoog"))
  -- Full Frontal is (Neo Zeon) but a Pilot card; Zaku I is 4th from the top
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "hand", 0)
  eq(g:cards(1, "deck")[4], g:card("z1"), "Zaku I is now the top")
  g:expect_loc("ff", "deck")
end)

------------------------------------------------------------------ ST03-008 Zaku II

scenario({"13-2-7-1", "7-6-6-1"}, "ST03-008 Zaku II 【Attack】: AP+2 during this turn, for its battle damage too", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-008", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "gc"}} } }   -- AP2 HP4
  eq(g:ap("zaku"), 1)
  g:choose("attack " .. c(g, "zaku") .. " " .. c(g, "gc"))
  eq(g:damage("gc"), 3, "1 + 2")
  g:expect_loc("zaku", "trash")
  local g2 = game{ p1 = { deck = 10, battle = {{"ST03-008", as = "zaku"}} }, p2 = { deck = 10, shields = 2 } }
  g2:choose("attack " .. c(g2, "zaku") .. " p2")
  eq(g2:ap("zaku"), 3)
  g2:end_main()
  eq(g2:ap("zaku"), 1, "back at the end of the turn")
end)

------------------------------------------------------------------ ST03-009 Gouf

scenario({"13-2-6-1", "5-17-2"}, "ST03-009 Gouf 【Deploy】: a rested [Zaku II] (Zeon) AP1 HP1 token", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST03-009", as = "gouf"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gouf"))
  g:expect_loc("gouf", "battle")
  local tokens = find(g, 1, "battle", "T-007")
  eq(#tokens, 1, "one Zaku II token")
  ok(g:rested(tokens[1]), "deployed rested")
  eq(g:ap(tokens[1]), 1)
  eq(g:hp(tokens[1]), 1)
end)

------------------------------------------------------------------ ST03-010 Full Frontal

scenario({"13-2-9-1", "10-1-3"}, "ST03-010 Full Frontal 【When Paired】: deploy a (Neo Zeon)/(Zeon) Unit card of Lv.4 or lower from the hand", function()
  local g = game{ p1 = { deck = 10, resources = 6, battle = {{"ST03-001", as = "sinanju"}},
                         hand = {{"ST03-010", as = "ff"}, {"ST03-003", as = "gz"}, {"ST03-008", as = "zaku"},
                                 {"ST03-001", as = "sin2"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "ff") .. " " .. c(g, "sinanju"))
  ok(g:linked("sinanju"), "Sinanju linked")
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "gz"))
  g:expect_option(c(g, "zaku"))
  g:expect_no_option(c(g, "sin2"))  -- Lv.6
  g:expect_no_option(c(g, "gm"))    -- (Earth Federation)
  g:choose(c(g, "gz"))
  g:expect_loc("gz", "battle")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 1, "only Full Frontal's cost was paid")
end)

scenario("10-1-3", "ST03-010 Full Frontal 【When Paired】: the player may deploy nothing", function()
  local g = game{ p1 = { deck = 10, resources = 6, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"ST03-010", as = "ff"}, {"ST03-008", as = "zaku"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "ff") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:choose({})
  g:expect_loc("zaku", "hand")
  g:expect_count(1, "battle", 1)
end)

scenario("13-2-5-1", "ST03-010 Full Frontal 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST03-010", as = "ff"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("ff", "hand")
  g:expect_count(2, "hand", 1)
end)

------------------------------------------------------------------ ST03-011 Char Aznable

scenario({"13-2-7-1", "3-3-9-2", "13-1-6-1"}, "ST03-011 Char Aznable 【Attack】: a Link Unit gets AP+1 and <High-Maneuver> during this turn", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST03-006", pilot = "ST03-011", as = "czaku"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  ok(g:linked("czaku"), "Char's Zaku II linked with Char")
  eq(g:ap("czaku"), 4, "3 + Char's AP+1")
  g:choose("attack " .. c(g, "czaku") .. " p2")
  ok(not g:rested("demi"), "no block")
  g:expect_count(2, "shields", 1)
  eq(g:ap("czaku"), 5, "AP+1 during this turn")
  g:end_main()
  eq(g:ap("czaku"), 4, "back at the end of the turn")
end)

scenario("13-2-7-1", "ST03-011 Char Aznable 【Attack】: a Unit that is not linked gets AP+1 but can be blocked", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "ST03-011", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  ok(not g:linked("gm"))
  g:choose("attack " .. c(g, "gm") .. " p2")
  eq(g:ap("gm"), 4, "2 + 1 + 1")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("block " .. c(g, "demi"))
end)

scenario("13-2-5-1", "ST03-011 Char Aznable 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST03-011", as = "char"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("char", "hand")
end)

------------------------------------------------------------------ ST03-012 Indignation

scenario({"10-1-8-1", "9-2"}, "ST03-012 Indignation 【Main】: a friendly Unit gets AP+2 during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 2, battle = {{"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}},
                         hand = {{"ST03-012", as = "ind"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "ind"))
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gc"))
  eq(g:ap("gc"), 4)
  eq(g:ap("gm"), 2)
  g:end_main()
  eq(g:ap("gc"), 2, "back at the end of the turn")
end)

scenario("10-1-8-1-1", "ST03-012 Indignation can't be played with no friendly Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST03-012", as = "ind"}} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("play " .. c(g, "ind"))
end)

scenario({"8-4-1", "10-1-8-1"}, "ST03-012 Indignation 【Action】: played in the action step of a battle", function()
  local g = game{ p1 = { deck = 10, resources = 2, battle = {{"ST01-003", as = "mine"}},   -- AP2 HP4
                         hand = {{"ST03-012", as = "ind"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "gc"}} } }   -- HP4
  g:choose("attack " .. c(g, "mine") .. " " .. c(g, "gc"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "ind"))
  g:expect_loc("gc", "trash")  -- 4 damage
  eq(g:ap("mine"), 4)
end)

------------------------------------------------------------------ ST03-013 Close Combat

scenario("10-1-8-1", "ST03-013 Close Combat 【Main】: 2 damage to a chosen enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST03-013", as = "cc"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}} } }
  g:choose("play " .. c(g, "cc"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "gc"))
  eq(g:damage("gc"), 2)
  g:expect_loc("cc", "trash")
end)

scenario("10-1-8-1-1", "ST03-013 Close Combat can't be played with no enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST03-013", as = "cc"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cc"))
end)

scenario("13-2-5-1", "ST03-013 Close Combat 【Burst】: activate this card's 【Main】", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-003", as = "gc"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST03-013", as = "cc"}} } }
  g:choose("attack " .. c(g, "gc") .. " p2")
  g:choose("yes")
  eq(g:damage("gc"), 2, "the attacker takes 2 damage")
  g:expect_loc("cc", "trash")
end)

------------------------------------------------------------------ ST03-014 The Blue Giant

-- P1's Units attack P2's rested Guncannon (AP2 HP4); P2 holds The Blue Giant.
local function giant_board(attackers)
  return game{ p1 = { deck = 10, battle = attackers },
               p2 = { deck = 10, resources = 4, hand = {{"ST03-014", as = "giant"}},
                      battle = {{"ST01-003", rested = true, as = "gc"}} } }
end

scenario({"8-4-1", "10-1-5"}, "ST03-014 The Blue Giant: no battle damage from an enemy Unit with 2 or less AP", function()
  local g = giant_board{{"ST01-005", as = "gm"}}   -- AP2
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "gc"))
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "giant"))
  eq(g:damage("gc"), 0, "Guncannon received no damage")
  g:expect_loc("gm", "trash")
end)

scenario("10-1-5", "ST03-014 The Blue Giant: an enemy Unit with 3 AP still deals its damage", function()
  local g = giant_board{{"ST01-009", as = "zowort"}}   -- AP3
  g:choose("attack " .. c(g, "zowort") .. " " .. c(g, "gc"))
  g:choose("play " .. c(g, "giant"))
  eq(g:damage("gc"), 3)
end)

scenario({"8-6-1", "10-1-5"}, "ST03-014 The Blue Giant lasts during this battle only", function()
  local g = giant_board{{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}}
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "gc"))
  g:choose("play " .. c(g, "giant"))
  eq(g:damage("gc"), 0)
  g:choose("attack " .. c(g, "gm2") .. " " .. c(g, "gc"))
  eq(g:damage("gc"), 2, "the next battle's damage is received")
end)

scenario("10-1-8-1", "ST03-014 The Blue Giant is 【Action】 only: it can't be played in the main phase", function()
  local g = game{ active = 2, p1 = { deck = 10 },
                  p2 = { deck = 10, resources = 4, hand = {{"ST03-014", as = "giant"}}, battle = {"ST01-003"} } }
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_no_option("play " .. c(g, "giant"))
end)

------------------------------------------------------------------ ST03-015 Rewloola

scenario({"13-2-6-1", "5-20-2"}, "ST03-015 Rewloola 【Deploy】: a Shield to the hand, then 1 damage to an enemy Unit with 5 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 3, shields = 2, hand = {{"ST03-015", as = "rew"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST03-001", pilot = "ST03-010", as = "sinanju"}} } }
  eq(g:ap("sinanju"), 7)
  g:choose("play " .. c(g, "rew"))
  g:expect_loc("rew", "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
  eq(g:damage("gm"), 1, "the only enemy Unit with 5 or less AP")
  eq(g:damage("sinanju"), 0)
end)

scenario("5-20-2", "ST03-015 Rewloola: with no Shield to take, the part after \"Then\" still happens", function()
  local g = game{ p1 = { deck = 10, resources = 3, shields = 0, hand = {{"ST03-015", as = "rew"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "rew"))
  g:expect_count(1, "hand", 0)
  eq(g:damage("gm"), 1)
end)

scenario("13-2-5-1", "ST03-015 Rewloola 【Burst】: deploy this card (its 【Deploy】 follows)", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-003", as = "gc"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"ST03-015", as = "rew"}} } }
  g:choose("attack " .. c(g, "gc") .. " p2")
  g:choose("yes")
  g:expect_loc("rew", "base")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "hand", 1)
  eq(g:damage("gc"), 1, "P1's attacker takes 1 damage")
end)

------------------------------------------------------------------ ST03-016 Falmel

scenario({"13-2-6-1", "5-20-2"}, "ST03-016 Falmel 【Deploy】 in your turn: a Shield to the hand, then a rested [Char's Zaku II] token", function()
  local g = game{ p1 = { deck = 10, resources = 3, shields = 2, hand = {{"ST03-016", as = "falmel"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "falmel"))
  g:expect_loc("falmel", "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
  local tokens = find(g, 1, "battle", "T-006")
  eq(#tokens, 1)
  ok(g:rested(tokens[1]))
  eq(g:ap(tokens[1]), 3)
  eq(g:hp(tokens[1]), 1)
end)

scenario("13-2-5-1", "ST03-016 Falmel 【Burst】 in the opponent's turn: a Shield to the hand, no token", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-003", as = "gc"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"ST03-016", as = "falmel"}} } }
  g:choose("attack " .. c(g, "gc") .. " p2")
  g:choose("yes")
  g:expect_loc("falmel", "base")
  g:expect_count(2, "hand", 1)
  g:expect_count(2, "battle", 0)
end)

scenario({"10-3-5", "4-2-2"}, "ST03-006 Char's Zaku II: its owner sees the top 3 cards while choosing; the opponent does not", function()
  local g = zaku_board{ "ST01-005", "ST01-005", {"ST01-005", as = "f3"}, {"ST03-003", as = "gz"},
                        {"ST01-005", as = "gm"}, {"ST03-007", as = "z1"} }
  g:choose("attack " .. c(g, "czaku") .. " " .. c(g, "gelgoog"))
  local mine, theirs = g:view(1), g:view(2)
  local gz = '"id":' .. g:card("gz") .. ','
  ok(mine:find(gz, 1, true), "P1 sees the looked-at card in their deck")
  ok(not theirs:find(gz, 1, true), "P2 does not")
  ok(not mine:find('"id":' .. g:card("f3") .. ',', 1, true), "the 4th card stays hidden")
  local d = g:decision()
  ok(d.labels[1]:find("Geara Zulu", 1, true) or d.labels[2]:find("Geara Zulu", 1, true),
     "the choice names the cards")
end)
