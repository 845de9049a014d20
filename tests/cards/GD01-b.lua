-- GD01-045 .. GD01-093 (red, white and the Pilots GD01-087..093): scenario tests of
-- their scripts.
--
-- Props without effect text: ST01-005 GM (Lv2 AP2 HP2, blue), GD01-018 ReZEL (Lv3 AP4
-- HP3), GD01-031 Gelgoog (Lv4 AP4 HP3, Zeon), GD01-027 Big Zam (Lv7 AP5 HP6, <Breach 4>),
-- GD01-011 Loto (Lv2 AP2 HP2), GD01-021 Pisces (Lv1 AP1 HP2), ST04-008 Ginn (Lv2 AP2 HP2,
-- ZAFT), GD01-035 Zaku II (Lv2 AP2 HP2, Zeon), GD01-051 Kshatriya (Lv4 AP3 HP4, links
-- a (Cyber-Newtype) Pilot), GD01-061 ZuOOT (<Support 1>, ZAFT), GD01-033 Gundam
-- Deathscythe (AP2 HP3, links [Duo Maxwell]).  Pilots used as props: GD01-089 Riddhe
-- Marcenas (AP+1 HP+1, Earth Federation), ST04-013 Hawk of Endymion as a Pilot (AP+1,
-- Earth Alliance).  Filler decks and shields are GM.

local function find_number(g, p, loc, number)
  for _, id in ipairs(g:cards(p, loc)) do
    if g:number(id) == number then return id end
  end
  return nil
end

local function index_of(list, id)
  for i, v in ipairs(list) do if v == id then return i end end
  return nil
end

------------------------------------------------------------------ GD01-045 Duel Gundam (Assault Shroud)

-- Duel Gundam (Assault Shroud) with Riddhe in hand; the deck (first = bottom) is given.
local function duel_as_board(deck)
  return game{ p1 = { deck = deck, resources = 5, hand = {{"GD01-089", as = "riddhe"}},
                      battle = {{"GD01-045", as = "duelas"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-9-1", "10-1-3", "10-3-5"},
         "GD01-045 Duel Gundam (Assault Shroud) 【When Paired】: deploy a (ZAFT) Unit card of Lv.4 or lower among the top 3, the rest to the bottom",
         function()
  local g = duel_as_board{ "ST01-005", {"ST04-008", as = "ginn4"}, {"ST04-008", as = "ginn"},
                           {"GD01-054", as = "duel"}, {"GD01-045", as = "big"} }   -- big on top
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "duelas"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "duel"))     -- Lv.3 (ZAFT)
  g:expect_option(c(g, "ginn"))     -- Lv.2 (ZAFT)
  g:expect_no_option(c(g, "big"))   -- Lv.5
  g:expect_no_option(c(g, "ginn4")) -- 4th from the top
  g:choose(c(g, "duel"))
  eq(g:loc("duel"), "battle", "deployed")
  local deck = g:cards(1, "deck")   -- first = bottom
  eq(#deck, 4)
  local bottom2 = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom2[g:card("big")] and bottom2[g:card("ginn")], "the 2 others are at the bottom")
  eq(deck[4], g:card("ginn4"), "the 4th card is now the top")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("10-1-3", "GD01-045 Duel Gundam (Assault Shroud): deploying is optional; all 3 go to the bottom", function()
  local g = duel_as_board{ "ST01-005", {"ST01-005", as = "f4"}, {"ST04-008", as = "ginn"},
                           {"GD01-054", as = "duel"}, {"GD01-045", as = "big"} }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "duelas"))
  g:choose({})
  g:expect_count(1, "battle", 1)
  local deck = g:cards(1, "deck")
  eq(deck[5], g:card("f4"), "the 4th card is now the top")
  for _, name in ipairs{"ginn", "duel", "big"} do
    local at = index_of(deck, g:card(name))
    ok(at and at <= 3, name .. " at the bottom")
  end
end)

scenario({"13-2-9-1", "10-2-2"}, "GD01-045 Duel Gundam (Assault Shroud): no (ZAFT) Unit card of Lv.4 or lower among the top 3, no question",
         function()
  -- Athrun Zala is (ZAFT) but a Pilot card; GM is not (ZAFT); Duel Gundam (AS) is Lv.5.
  local g = duel_as_board{ {"ST04-008", as = "ginn4"}, {"ST04-011", as = "athrun"},
                           {"ST01-005", as = "gm"}, {"GD01-045", as = "big"} }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "duelas"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "battle", 1)
  eq(g:cards(1, "deck")[4], g:card("ginn4"), "Ginn is now the top")
end)

------------------------------------------------------------------ GD01-046 Buster Gundam

-- Buster Gundam (<Support 3>) with a Pilot, a (ZAFT) Ginn and a GM.
local function buster_board(pilot, extra)
  local battle = {{"GD01-046", pilot = pilot, as = "buster"}, {"ST04-008", as = "ginn"},
                  {"ST01-005", as = "gm"}}
  if extra then battle[#battle + 1] = extra end
  return game{ p1 = { deck = 10, battle = battle }, p2 = { deck = 10 } }
end

scenario({"13-1-3", "13-2-10-1", "13-2-13-1"},
         "GD01-046 Buster Gundam: its <Support> raising a (ZAFT) Unit's AP sets it active, once per turn",
         function()
  local g = buster_board({"ST04-011", as = "athrun"})   -- (Coordinator); no link with Buster
  ok(not g:linked("buster"))
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "ginn"))
  eq(g:ap("ginn"), 5, "Ginn 2 + 3")
  ok(not g:rested("buster"), "set as active")
  -- Once per Turn: the second <Support> leaves it rested.
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:choose(c(g, "ginn"))
  eq(g:ap("ginn"), 8)
  ok(g:rested("buster"), "stays rested the second time")
  g:expect_no_option("activate " .. c(g, "buster") .. " 0")
end)

scenario("13-1-3", "GD01-046 Buster Gundam: <Support> on a Unit that is not (ZAFT) leaves it rested", function()
  local g = buster_board("ST04-011")
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 5)
  ok(g:rested("buster"))
end)

scenario("13-2-10-1", "GD01-046 Buster Gundam: a Pilot that is not (Coordinator), or no Pilot, does nothing", function()
  local g = buster_board("GD01-089")   -- Riddhe Marcenas: (Earth Federation)
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:choose(c(g, "ginn"))
  ok(g:rested("buster"), "Riddhe is not (Coordinator)")
  local g2 = buster_board(nil)
  g2:choose("activate " .. c(g2, "buster") .. " 0")
  g2:choose(c(g2, "ginn"))
  eq(g2:ap("ginn"), 5)
  ok(g2:rested("buster"), "no Pilot")
end)

scenario("13-1-3", "GD01-046 Buster Gundam: another Unit's <Support> does not set it active", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-046", pilot = "ST04-011", rested = true, as = "buster"},
                                              {"ST04-008", as = "ginn"}, {"GD01-061", as = "zuoot"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "zuoot") .. " 0")
  g:choose(c(g, "ginn"))
  eq(g:ap("ginn"), 3)
  ok(g:rested("buster"))
end)

------------------------------------------------------------------ GD01-047 Shamblo

scenario("13-2-7-1", "GD01-047 Shamblo 【Attack】: with 2 other rested friendly Units, 3 damage to a chosen enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-047", as = "shamblo"}, {"ST01-005", rested = true},
                                              {"ST01-005", rested = true}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "shamblo") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_option(c(g, "gm"))
  g:choose(c(g, "rezel"))
  eq(g:loc("rezel"), "trash", "3 damage to HP 3")
end)

scenario({"13-2-7-1", "10-2-1"}, "GD01-047 Shamblo: Shamblo itself does not count; 1 other rested Unit is not enough", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-047", as = "shamblo"}, {"ST01-005", rested = true},
                                              {"ST01-005"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "shamblo") .. " p2")
  eq(g:damage("rezel"), 0)
  g:expect_count(2, "shields", 1)   -- the battle went on without a question
end)

------------------------------------------------------------------ GD01-048 Zaku I Sniper Type

local function sniper_board(top)
  return game{ p1 = { deck = {"ST01-005", {"ST01-005", as = "second"}, top}, resources = 2,
                      hand = {{"GD01-048", as = "sniper"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-6-1", "10-1-3"}, "GD01-048 Zaku I Sniper Type 【Deploy】: a (Zeon)/(Neo Zeon) Unit card on top may be added to the hand",
         function()
  local g = sniper_board{"ST03-003", as = "gz"}   -- Geara Zulu (Neo Zeon)
  g:choose("play " .. c(g, "sniper"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("gz"), "hand")
  eq(g:cards(1, "deck")[2], g:card("second"), "the next card is the top")
  local seen = false
  for _, line in ipairs(g:log(2)) do
    if line:find("reveals Geara Zulu", 1, true) then seen = true end
  end
  ok(seen, "revealed: P2 sees it")
end)

scenario("10-1-3", "GD01-048 Zaku I Sniper Type: declined, the card goes to the bottom of the deck", function()
  local g = sniper_board{"GD01-035", as = "zaku"}   -- Zaku II (Zeon)
  g:choose("play " .. c(g, "sniper"))
  g:choose("no")
  eq(g:cards(1, "deck")[1], g:card("zaku"), "at the bottom")
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-6-1", "GD01-048 Zaku I Sniper Type: a Pilot card or a Unit of another trait goes to the bottom without a question",
         function()
  local g = sniper_board{"ST03-011", as = "char"}   -- Char Aznable: (Zeon) Pilot
  g:choose("play " .. c(g, "sniper"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:cards(1, "deck")[1], g:card("char"), "at the bottom")
  local g2 = sniper_board{"ST04-008", as = "ginn"}  -- Ginn: (ZAFT) Unit
  g2:choose("play " .. c(g2, "sniper"))
  g2:expect_decision{ kind = "action", player = 1 }
  eq(g2:cards(1, "deck")[1], g2:card("ginn"), "at the bottom")
end)

scenario("13-1-3", "GD01-048 Zaku I Sniper Type: <Support 1> is the core's", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-048", as = "sniper"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "sniper") .. " 0")
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 3)
  ok(g:rested("sniper"))
end)

------------------------------------------------------------------ GD01-049 Blitz Gundam

scenario({"13-2-6-1", "13-1-5"}, "GD01-049 Blitz Gundam 【Deploy】: a chosen (ZAFT) Unit with 5 or more AP gains <First Strike>",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-049", as = "blitz"}},
                         battle = {{"GD01-045", pilot = "GD01-089", as = "duelas"},   -- AP5 HP5
                                   {"ST04-006", pilot = "GD01-089", as = "aegis"},    -- AP5
                                   {"ST04-008", as = "ginn"}} },                     -- AP2
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"},   -- AP4 HP3
                                              {"GD01-027", as = "bigzam"}} } }            -- (Zeon) AP5
  g:choose("play " .. c(g, "blitz"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "duelas"))
  g:expect_option(c(g, "aegis"))
  g:expect_no_option(c(g, "ginn"))
  g:expect_no_option(c(g, "blitz"))    -- AP3
  g:expect_no_option(c(g, "bigzam"))   -- enemy
  g:choose(c(g, "duelas"))
  -- First Strike: ReZEL is destroyed before it deals its damage.
  g:choose("attack " .. c(g, "duelas") .. " " .. c(g, "rezel"))
  eq(g:loc("rezel"), "trash")
  eq(g:damage("duelas"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD01-049 Blitz Gundam: no (ZAFT) Unit with 5 or more AP, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-049", as = "blitz"}},
                         battle = {{"ST04-008", as = "ginn"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("play " .. c(g, "blitz"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:loc("blitz"), "battle")
end)

------------------------------------------------------------------ GD01-050 LaGOWE

-- LaGOWE (AP2) and Buster Gundam (<Support 3>) against a rested GM and a ReZEL.
local function lagowe_board()
  return game{ p1 = { deck = 10, battle = {{"GD01-050", as = "lagowe"}, {"GD01-046", as = "buster"}} },
               p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"},
                                                        {"GD01-018", as = "rezel"}} } }
end

scenario("13-2-7-1", "GD01-050 LaGOWE 【Attack】: with 5 or more AP attacking an enemy Unit, 2 damage to a chosen enemy Unit",
         function()
  local g = lagowe_board()
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:choose(c(g, "lagowe"))
  eq(g:ap("lagowe"), 5)
  g:choose("attack " .. c(g, "lagowe") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "rezel"))
  eq(g:damage("rezel"), 2)
  eq(g:loc("gm"), "trash", "the battle goes on")
end)

scenario({"13-2-7-1", "10-2-1"}, "GD01-050 LaGOWE: attacking the player, or with less than 5 AP, nothing happens", function()
  local g = lagowe_board()
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:choose(c(g, "lagowe"))
  g:choose("attack " .. c(g, "lagowe") .. " p2")
  eq(g:damage("rezel"), 0)
  g:expect_count(2, "shields", 1)
  local g2 = lagowe_board()
  g2:choose("attack " .. c(g2, "lagowe") .. " " .. c(g2, "gm"))   -- AP2
  eq(g2:damage("rezel"), 0)
  eq(g2:loc("gm"), "trash")
end)

------------------------------------------------------------------ GD01-052 Geara Zulu (Guards Type)

scenario("13-2-6-1", "GD01-052 Geara Zulu (Guards Type) 【Deploy】: 1 damage to a chosen enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-052", as = "gz"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "gz"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "rezel"))
  eq(g:damage("rezel"), 1)
  eq(g:damage("gm"), 0)
end)

scenario("10-2-2", "GD01-052 Geara Zulu (Guards Type): no enemy Unit, it is still deployed", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-052", as = "gz"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gz"))
  eq(g:loc("gz"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-053 Geara Doga (Heavy Armed Type)

scenario({"10-1-7-3", "13-2-13-1"}, "GD01-053 Geara Doga (Heavy Armed Type) 【Activate･Main】①: 1 damage to an enemy Unit with 2 or less AP, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, battle = {{"GD01-053", as = "doga"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-008", as = "demi"},
                                              {"GD01-018", as = "rezel"}} } }
  g:choose("activate " .. c(g, "doga") .. " 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_option(c(g, "demi"))
  g:expect_no_option(c(g, "rezel"))   -- AP4
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 1)
  local rested = 0
  for _, id in ipairs(g:cards(1, "resources")) do if g:rested(id) then rested = rested + 1 end end
  eq(rested, 1, "① paid")
  g:expect_no_option("activate " .. c(g, "doga") .. " 1")
end)

scenario({"10-2-2", "10-1-7-3"}, "GD01-053 Geara Doga (Heavy Armed Type): not offered without a target or without ①", function()
  local g = game{ p1 = { deck = 10, resources = 2, battle = {{"GD01-053", as = "doga"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:expect_no_option("activate " .. c(g, "doga") .. " 1")
  local g2 = game{ p1 = { deck = 10, resources = {2, rested = 2}, battle = {{"GD01-053", as = "doga"}} },
                   p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g2:expect_no_option("activate " .. c(g2, "doga") .. " 1")
end)

------------------------------------------------------------------ GD01-054 Duel Gundam

-- Duel Gundam (AP3) and Buster Gundam (<Support 3>) against a rested GM, 3 shields.
local function duel_board()
  return game{ p1 = { deck = 10, battle = {{"GD01-054", as = "duel"}, {"GD01-046", as = "buster"}} },
               p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
end

scenario({"10-1-5", "13-1-2"}, "GD01-054 Duel Gundam: with 5 or more AP it has <Breach 3>", function()
  local g = duel_board()
  g:choose("activate " .. c(g, "buster") .. " 0")
  g:choose(c(g, "duel"))
  eq(g:ap("duel"), 6)
  g:choose("attack " .. c(g, "duel") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 2)
end)

scenario("10-1-5", "GD01-054 Duel Gundam: with 3 AP, no <Breach>", function()
  local g = duel_board()
  g:choose("attack " .. c(g, "duel") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 3)
end)

------------------------------------------------------------------ GD01-056 Geara Doga (Sleeves)

scenario("13-2-8-1", "GD01-056 Geara Doga (Sleeves) 【Destroyed】: 1 damage to a chosen enemy Unit with 5 or less AP", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-056", damage = 2, as = "doga"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-027", as = "bigzam"},
                                              {"GD01-018", as = "rezel"}, {"GD01-047", as = "shamblo"}} } }
  g:choose("attack " .. c(g, "doga") .. " " .. c(g, "gm"))
  eq(g:loc("doga"), "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "bigzam"))      -- AP5
  g:expect_option(c(g, "rezel"))
  g:expect_no_option(c(g, "shamblo"))  -- AP6
  g:choose(c(g, "bigzam"))
  eq(g:damage("bigzam"), 1)
end)

scenario({"13-2-8-1", "10-2-2"}, "GD01-056 Geara Doga (Sleeves): no enemy Unit with 5 or less AP, nothing happens", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-056", damage = 2, as = "doga"}} },
                  p2 = { deck = 10, battle = {{"GD01-047", rested = true, as = "shamblo"}} } }
  g:choose("attack " .. c(g, "doga") .. " " .. c(g, "shamblo"))
  eq(g:loc("doga"), "trash")
  eq(g:damage("shamblo"), 2)
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-058 Galluss-K

scenario({"10-1-7-3", "9-2", "13-2-13-1"}, "GD01-058 Galluss-K 【Activate･Action】①: a Unit of Lv.4 or higher gets AP+1 during this battle",
         function()
  -- Indignation (【Action】) in hand: P1 has a choice in the action step.
  local g = game{ p1 = { deck = 10, resources = 3, hand = {"ST03-012"},
                         battle = {{"GD01-058", as = "galluss"}, {"GD01-031", as = "gelgoog"}} },  -- Lv4 AP4
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }      -- Lv7 HP6
  g:expect_no_option("activate " .. c(g, "galluss") .. " 1")   -- not in the main phase
  g:choose("attack " .. c(g, "gelgoog") .. " " .. c(g, "bigzam"))
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }          -- the active player first
  g:choose("activate " .. c(g, "galluss") .. " 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "bigzam"))          -- any Unit of Lv.4 or higher
  g:expect_no_option(c(g, "galluss"))      -- Lv3
  g:choose(c(g, "gelgoog"))
  eq(g:ap("gelgoog"), 5)
  g:expect_no_option("activate " .. c(g, "galluss") .. " 1")  -- once per turn
  while g:state().step == "action step" do g:pass() end
  eq(g:damage("bigzam"), 5, "5 battle damage")
  eq(g:ap("gelgoog"), 4, "only during this battle")
end)

scenario("10-1-7-3", "GD01-058 Galluss-K: not offered without an active Resource", function()
  local g = game{ p1 = { deck = 10, resources = {1, rested = 1},
                         battle = {{"GD01-058", as = "galluss"}, {"GD01-031", as = "gelgoog"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "gelgoog") .. " " .. c(g, "bigzam"))
  -- Nothing to do in the action step: it passes by itself and the battle ends.
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_state{ phase = "main phase", step = "" }
  eq(g:damage("bigzam"), 4)
end)

------------------------------------------------------------------ GD01-059 Zee Zulu

-- Zee Zulu (AP2 HP2) attacks P2, who has Gundam Lfrith (AP2 HP4, <Blocker>).
local function zee_board()
  return game{ p1 = { deck = 10, battle = {{"GD01-059", as = "zee"}} },
               p2 = { deck = 10, shields = 2, battle = {{"GD01-086", as = "lfrith"}} } }
end

scenario({"13-2-7-1", "13-1-4"}, "GD01-059 Zee Zulu 【Attack】: attacking the enemy player, AP+2 during this battle (its blocker takes 4)",
         function()
  local g = zee_board()
  g:choose("attack " .. c(g, "zee") .. " p2")
  g:expect_state{ step = "block step" }
  eq(g:ap("zee"), 4)
  g:choose("block " .. c(g, "lfrith"))
  eq(g:loc("lfrith"), "trash", "4 damage to HP 4")
end)

scenario({"13-2-7-1", "8-6-1"}, "GD01-059 Zee Zulu: AP+2 ends with the battle", function()
  local g = zee_board()
  g:choose("attack " .. c(g, "zee") .. " p2")
  eq(g:ap("zee"), 4)
  g:pass()   -- no block
  g:expect_count(2, "shields", 1)
  g:expect_state{ phase = "main phase", step = "" }
  eq(g:ap("zee"), 2)
end)

scenario("13-2-7-1", "GD01-059 Zee Zulu: attacking a Unit, no AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-059", as = "zee"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "zee") .. " " .. c(g, "bigzam"))
  eq(g:ap("zee"), 2)
  while g:state().step == "action step" do g:pass() end
  eq(g:damage("bigzam"), 2)
end)

------------------------------------------------------------------ GD01-063 ZnO

scenario({"10-1-5", "13-1-5"}, "GD01-063 ZnO: battling an enemy Unit of Lv.2 or lower during your turn, it has <First Strike>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-063", as = "zno"}} },                  -- AP2 HP1
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }  -- Lv2 AP2 HP2
  g:choose("attack " .. c(g, "zno") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  eq(g:loc("zno"), "battle", "GM is destroyed before it deals damage")
end)

scenario("10-1-5", "GD01-063 ZnO: against a Lv.3 Unit, damage is dealt at the same time", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-063", as = "zno"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", rested = true, as = "loto"},       -- Lv2
                                              {"GD01-009", rested = true, as = "gf"}} } }   -- Lv3 AP3 HP2
  g:choose("attack " .. c(g, "zno") .. " " .. c(g, "gf"))
  eq(g:loc("gf"), "trash")
  eq(g:loc("zno"), "trash")
end)

------------------------------------------------------------------ GD01-065 Freedom Gundam

-- Freedom Gundam (paired or not), a white Strike Gundam and a blue GM; Kira Yamato and
-- Riddhe Marcenas in hand; an enemy ReZEL (AP4).
local function freedom_board(freedom_pilot)
  return game{ p1 = { deck = 10, resources = 5,
                      hand = {{"ST04-010", as = "kira"}, {"GD01-089", as = "riddhe"}},
                      battle = {{"GD01-065", pilot = freedom_pilot, as = "freedom"},
                                {"GD01-077", as = "strike"}, {"ST01-005", as = "gm"}, {"ST01-008", as = "demi"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "egm"}} } }
end

scenario({"13-2-10-1", "13-2-13-1", "7-6-6-1"},
         "GD01-065 Freedom Gundam 【During Pair】: pairing a Pilot with a white Unit gives an enemy Unit AP-2, once per turn",
         function()
  local g = freedom_board("ST04-011")   -- Athrun Zala: no link with Freedom
  g:choose("pair " .. c(g, "kira") .. " " .. c(g, "strike"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "egm"))
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "rezel"))
  eq(g:ap("rezel"), 2)
  -- Once per Turn: pairing with the white Demi Trainer now does nothing.
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "demi"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:ap("egm"), 2)
  g:end_main()
  eq(g:ap("rezel"), 4, "AP-2 ends with the turn")
end)

scenario("13-2-10-1", "GD01-065 Freedom Gundam: pairing with Freedom itself counts; without a Pilot it does nothing", function()
  local g = freedom_board(nil)
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "strike"))   -- Freedom has no Pilot yet
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:ap("rezel"), 4)
  g:choose("pair " .. c(g, "kira") .. " " .. c(g, "freedom"))     -- this Unit
  g:choose(c(g, "rezel"))
  eq(g:ap("rezel"), 2)
end)

scenario("13-2-10-1", "GD01-065 Freedom Gundam: pairing with a Unit that is not white does nothing", function()
  local g = freedom_board("ST04-011")
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "gm"))   -- blue GM
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:ap("rezel"), 4)
  eq(g:ap("egm"), 2)
end)

------------------------------------------------------------------ GD01-066 Justice Gundam

scenario({"13-2-6-1", "13-2-10-1", "13-2-7-1", "3-2-4"},
         "GD01-066 Justice Gundam: 【Deploy】 a Fatum-00 token; 【During Pair】【Attack】 lets it attack on the turn it is deployed",
         function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD01-066", as = "justice"}, {"ST04-011", as = "athrun"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("play " .. c(g, "justice"))
  local fatum = find_number(g, 1, "battle", "T-011")
  ok(fatum, "Fatum-00 token deployed")
  eq(g:ap(fatum), 2)
  g:choose("pair " .. c(g, "athrun") .. " " .. c(g, "justice"))
  ok(g:linked("justice"), "Athrun links: Justice may attack this turn")
  g:expect_no_option("attack c" .. fatum .. " p2")
  g:choose("attack " .. c(g, "justice") .. " p2")
  while g:state().step == "action step" do g:pass() end
  g:expect_state{ phase = "main phase" }
  g:expect_count(2, "shields", 2)
  g:choose("attack c" .. fatum .. " p2")
  while g:state().step == "action step" do g:pass() end
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-10-1", "3-2-4"}, "GD01-066 Justice Gundam: only a (Triple Ship Alliance) Unit token; unpaired, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-066", pilot = "ST04-011", as = "justice"},
                                              {"T-011", fresh = true, as = "fatum"},
                                              {"GD01-081", fresh = true, as = "m1"},      -- (Triple Ship Alliance), not a token
                                              {"T-007", fresh = true, as = "zaku"}} },    -- a (Zeon) token
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "justice") .. " p2")
  while g:state().step == "action step" do g:pass() end
  g:expect_option("attack " .. c(g, "fatum") .. " p2")
  g:expect_no_option("attack " .. c(g, "m1") .. " p2")
  g:expect_no_option("attack " .. c(g, "zaku") .. " p2")
  local g2 = game{ p1 = { deck = 10, battle = {{"GD01-066", as = "justice"}, {"T-011", fresh = true, as = "fatum"}} },
                   p2 = { deck = 10, shields = 3 } }
  g2:choose("attack " .. c(g2, "justice") .. " p2")
  while g2:state().step == "action step" do g2:pass() end
  g2:expect_no_option("attack " .. c(g2, "fatum") .. " p2")
end)

------------------------------------------------------------------ GD01-067 Gundam Aerial Rebuild

scenario("13-2-9-1", "GD01-067 Gundam Aerial Rebuild 【When Paired】: a Command card of Lv.5 or lower from the trash to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST01-011", as = "suletta"}},
                         battle = {{"GD01-067", as = "rebuild"}},
                         trash = {{"GD01-108", as = "arms"}, {"GD01-117", as = "witch"}, {"ST01-012", as = "td"},
                                  {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "suletta") .. " " .. c(g, "rebuild"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_option(c(g, "witch"))     -- Lv5
  g:expect_option(c(g, "td"))        -- Lv2
  g:expect_no_option(c(g, "arms"))   -- Lv6
  g:expect_no_option(c(g, "gm"))     -- a Unit card
  g:choose(c(g, "witch"))
  eq(g:loc("witch"), "hand")
end)

scenario({"13-2-9-1", "10-2-2"}, "GD01-067 Gundam Aerial Rebuild: no Command card of Lv.5 or lower in the trash", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"ST01-011", as = "suletta"}},
                         battle = {{"GD01-067", as = "rebuild"}}, trash = {{"GD01-108", as = "arms"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "suletta") .. " " .. c(g, "rebuild"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:loc("arms"), "trash")
end)

------------------------------------------------------------------ GD01-069 Strike Rouge

scenario({"10-1-7-3", "13-2-13-1"}, "GD01-069 Strike Rouge 【Activate･Main】①: a rested white <Blocker> Unit is set active and can't attack",
         function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"GD01-069", as = "rouge"}, {"GD01-068", rested = true, as = "pstrike"},
                                   {"ST01-008", rested = true, as = "demi"}, {"ST02-008", rested = true, as = "aries"},
                                   {"ST01-009", as = "zowort"}, {"GD01-077", rested = true, as = "strike"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "rouge") .. " 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "demi"))
  g:expect_no_option(c(g, "aries"))    -- blue
  g:expect_no_option(c(g, "zowort"))   -- active
  g:expect_no_option(c(g, "strike"))   -- no <Blocker>
  g:choose(c(g, "pstrike"))
  ok(not g:rested("pstrike"), "set as active")
  g:expect_no_option("attack " .. c(g, "pstrike") .. " p2")
  g:expect_no_option("activate " .. c(g, "rouge") .. " 1")   -- once per turn
end)

scenario("10-2-2", "GD01-069 Strike Rouge: no rested white <Blocker> Unit, not offered", function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"GD01-069", as = "rouge"}, {"ST01-008", as = "demi"},
                                   {"ST02-008", rested = true, as = "aries"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "rouge") .. " 1")
end)

------------------------------------------------------------------ GD01-071 Gundam Pharact

scenario({"13-2-12-1", "13-2-7-1"}, "GD01-071 Gundam Pharact 【During Link】【Attack】: an enemy Unit gets AP-2 during this battle",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-071", pilot = "GD01-097", as = "pharact"}} },   -- AP4 HP5
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", rested = true, as = "rezel"},
                                                           {"GD01-027", as = "bigzam"}} } }
  ok(g:linked("pharact"))
  g:choose("attack " .. c(g, "pharact") .. " " .. c(g, "rezel"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "rezel"))
  while g:state().step == "action step" do g:pass() end
  eq(g:loc("rezel"), "trash")
  eq(g:damage("pharact"), 2, "ReZEL dealt 4 - 2")
end)

scenario({"13-2-12-1", "8-6-1"}, "GD01-071 Gundam Pharact: AP-2 ends with the battle; not linked, nothing", function()
  -- Indignation (【Action】) in hand: P1 has a choice in the action step.
  local g = game{ p1 = { deck = 10, resources = 2, hand = {"ST03-012"},
                         battle = {{"GD01-071", pilot = "GD01-097", as = "pharact"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "pharact") .. " p2")
  g:expect_state{ step = "action step" }   -- Big Zam is the only enemy Unit: chosen without a question
  eq(g:ap("bigzam"), 3)
  while g:state().step == "action step" do g:pass() end
  eq(g:ap("bigzam"), 5)
  local g2 = game{ p1 = { deck = 10, battle = {{"GD01-071", pilot = "GD01-089", as = "pharact"}} },   -- Riddhe: no link
                   p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}} } }
  ok(not g2:linked("pharact"))
  g2:choose("attack " .. c(g2, "pharact") .. " p2")
  eq(g2:ap("bigzam"), 5)
end)

------------------------------------------------------------------ GD01-073 Sword Strike Gundam

scenario({"13-2-12-1", "13-2-7-1"}, "GD01-073 Sword Strike Gundam 【During Link】【Attack】: an enemy Unit with 2 or less HP returns to its owner's hand",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-073", pilot = "ST04-013", as = "sword"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}, {"GD01-018", damage = 1, as = "hurt"},
                                                           {"GD01-027", as = "bigzam"}} } }
  ok(g:linked("sword"), "Hawk of Endymion (Earth Alliance) links")
  g:choose("attack " .. c(g, "sword") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "hurt"))          -- 3 HP, 1 damage
  g:expect_no_option(c(g, "bigzam"))
  g:choose(c(g, "gm"))
  eq(g:loc("gm"), "hand")
  g:expect_count(2, "hand", 1)
end)

scenario("13-2-12-1", "GD01-073 Sword Strike Gundam: not linked, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-073", pilot = "GD01-089", as = "sword"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "sword") .. " p2")
  eq(g:loc("gm"), "battle")
end)

------------------------------------------------------------------ GD01-074 Chuchu's Demi Trainer

scenario({"13-2-7-1", "5-20-2"}, "GD01-074 Chuchu's Demi Trainer 【Attack】: draw 1, then discard 1", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD01-018", as = "top"}}, hand = {{"ST01-005", as = "old"}},
                         battle = {{"GD01-074", as = "chuchu"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "chuchu") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(g:loc("top"), "hand")
  g:choose(c(g, "old"))
  eq(g:loc("old"), "trash")
  g:expect_count(1, "hand", 1)
end)

------------------------------------------------------------------ GD01-078 Mistral

scenario({"13-2-6-1", "7-6-6-1"}, "GD01-078 Mistral 【Deploy】: a chosen enemy Unit gets AP-1 during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-078", as = "mistral"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "mistral"))
  g:choose(c(g, "rezel"))
  eq(g:ap("rezel"), 3)
  eq(g:ap("gm"), 2)
  g:end_main()
  eq(g:ap("rezel"), 4, "ends with the turn")
end)

scenario("10-2-2", "GD01-078 Mistral: no enemy Unit, it is still deployed", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-078", as = "mistral"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "mistral"))
  eq(g:loc("mistral"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-080 Cagalli's Skygrasper

scenario("13-2-8-1", "GD01-080 Cagalli's Skygrasper 【Destroyed】: an enemy Unit of Lv.2 or lower returns to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-080", as = "sky"}} },   -- AP2 HP1
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-011", as = "loto"},
                                              {"GD01-021", as = "pisces"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "sky") .. " " .. c(g, "gm"))
  eq(g:loc("sky"), "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "pisces"))
  g:expect_no_option(c(g, "rezel"))   -- Lv3
  g:choose(c(g, "loto"))
  eq(g:loc("loto"), "hand")
end)

scenario({"13-2-8-1", "10-2-2"}, "GD01-080 Cagalli's Skygrasper: no enemy Unit of Lv.2 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-080", as = "sky"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "sky") .. " " .. c(g, "rezel"))
  eq(g:loc("sky"), "trash")
  eq(g:loc("rezel"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-081 M1 Astray

scenario({"10-1-5", "13-1-4"}, "GD01-081 M1 Astray: with another (Triple Ship Alliance) Unit, AP+1 and <Blocker>", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD01-081", as = "m1"}, {"GD01-069", rested = true, as = "rouge"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  eq(g:ap("m1"), 3)
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_state{ step = "block step" }
  g:expect_option("block " .. c(g, "m1"))
end)

scenario("10-1-5", "GD01-081 M1 Astray: alone (itself does not count), no AP+1 and no <Blocker>", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD01-081", as = "m1"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  eq(g:ap("m1"), 2)
  g:choose("attack " .. c(g, "gm") .. " p1")
  ok(g:state().step ~= "block step", "no block step")
  -- Two M1 Astrays: each is the other's (Triple Ship Alliance) Unit.
  local g2 = game{ p1 = { deck = 10, battle = {{"GD01-081", as = "a"}, {"GD01-081", as = "b"}} }, p2 = { deck = 10 } }
  eq(g2:ap("a"), 3)
  eq(g2:ap("b"), 3)
end)

------------------------------------------------------------------ GD01-082 Gundam Aerial (Mirasoul Flight Unit)

scenario({"13-2-10-1", "10-1-7-3", "13-2-13-1", "8-6-1"},
         "GD01-082 Gundam Aerial (Mirasoul Flight Unit) 【During Pair】【Activate･Action】②: an enemy Unit gets AP-1 during this battle",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 4, hand = {"ST03-012"},
                         battle = {{"GD01-082", pilot = "GD01-089", as = "aerial"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("activate " .. c(g, "aerial") .. " 1")
  eq(g:ap("rezel"), 3)
  g:expect_no_option("activate " .. c(g, "aerial") .. " 1")   -- once per turn
  while g:state().step == "action step" do g:pass() end
  eq(g:ap("rezel"), 4, "only during this battle")
end)

scenario({"13-2-10-1", "10-1-7-3"}, "GD01-082 Gundam Aerial (Mirasoul Flight Unit): not offered without a Pilot or without ②", function()
  -- Indignation (【Action】) in hand: P1 has a choice in the action step.
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 4, hand = {"ST03-012"}, battle = {{"GD01-082", as = "aerial"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("activate " .. c(g, "aerial") .. " 1")
  local g2 = game{ turn = 3, active = 2,
                   p1 = { deck = 10, shields = 2, resources = {4, rested = 3}, hand = {"ST03-012"},
                          battle = {{"GD01-082", pilot = "GD01-089", as = "aerial"}} },
                   p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g2:choose("attack " .. c(g2, "rezel") .. " p1")
  g2:expect_decision{ kind = "action", player = 1 }
  g2:expect_no_option("activate " .. c(g2, "aerial") .. " 1")
end)

------------------------------------------------------------------ GD01-087 Sayla Mass

scenario({"3-3-9-2", "13-1-1"}, "GD01-087 Sayla Mass: a blue Unit with her gains <Repair 1>", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD01-087", damage = 2, as = "gm"}} },   -- HP3
                  p2 = { deck = 10 } }
  g:end_main()
  eq(g:damage("gm"), 1, "recovered 1 HP at the end of the turn")
end)

scenario("3-3-9-2", "GD01-087 Sayla Mass: a Unit that is not blue gains nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-084", pilot = "GD01-087", damage = 2, as = "pente"}} },  -- white HP4
                  p2 = { deck = 10 } }
  g:end_main()
  eq(g:damage("pente"), 2, "white: no <Repair>")
end)

scenario("13-2-5-1", "GD01-087 Sayla Mass 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-087", as = "sayla"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("sayla"), "hand")
end)

------------------------------------------------------------------ GD01-090 Duo Maxwell

scenario({"13-2-12-1", "3-3-9-2"}, "GD01-090 Duo Maxwell 【During Link】: enemy effects can't reduce this Unit's AP", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD01-033", pilot = "GD01-090", as = "ds"}, {"ST01-005", as = "gm"}} },  -- AP5
                  p2 = { deck = 10, resources = 3, hand = {{"ST01-014", as = "i1"}, {"ST01-014", as = "i2"}} } }
  ok(g:linked("ds"))
  g:choose("play " .. c(g, "i1"))
  g:choose(c(g, "ds"))
  eq(g:ap("ds"), 5, "AP-3 does not apply")
  g:choose("play " .. c(g, "i2"))
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 0, "other Units are reduced")
end)

scenario("13-2-12-1", "GD01-090 Duo Maxwell: not linked, the AP is reduced", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD01-018", pilot = "GD01-090", as = "rezel"}} },   -- AP5
                  p2 = { deck = 10, resources = 3, hand = {{"ST01-014", as = "i1"}} } }
  g:choose("play " .. c(g, "i1"))
  eq(g:ap("rezel"), 2)
end)

scenario({"13-2-12-1", "10-1-5"}, "GD01-090 Duo Maxwell: a reduction made before the link stops applying once linked", function()
  -- Deathscythe (AP4) attacks; P2's 【Burst】 Unforeseen Incident gives it AP-3; then Duo links.
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-090", as = "duo"}}, battle = {{"GD01-033", as = "ds"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-014", as = "incident"}} } }
  g:choose("attack " .. c(g, "ds") .. " p2")
  g:choose("yes")
  eq(g:ap("ds"), 1)
  while g:state().step == "action step" do g:pass() end
  g:choose("pair " .. c(g, "duo") .. " " .. c(g, "ds"))
  ok(g:linked("ds"))
  eq(g:ap("ds"), 5, "4 + 1, the enemy AP-3 no longer applies")
end)

scenario("13-2-5-1", "GD01-090 Duo Maxwell 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-090", as = "duo"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("duo"), "hand")
end)

------------------------------------------------------------------ GD01-092 M'Quve

scenario({"3-3-9-2", "13-1-2"}, "GD01-092 M'Quve: a (Zeon) Unit with him gains <Breach 1>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-035", pilot = "GD01-092", as = "zaku"}} },   -- AP3
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "zaku") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 2)
end)

scenario("3-3-9-2", "GD01-092 M'Quve: a Unit that is not (Zeon) gains nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD01-092", as = "mine"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "mine") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 3)
end)

scenario("13-2-5-1", "GD01-092 M'Quve 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-092", as = "mquve"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("mquve"), "hand")
end)

------------------------------------------------------------------ GD01-093 Marida Cruz

scenario({"13-2-12-1", "13-2-7-1", "3-3-9-2"},
         "GD01-093 Marida Cruz 【During Link】【Attack】: 1 damage to an enemy Unit whose Lv. is not above this Unit's", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-051", pilot = "GD01-093", as = "ksha"}} },   -- Lv4
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", as = "rezel"}, {"GD01-031", as = "gel"},
                                                           {"ST01-002", as = "ma"}} } }              -- Lv3, Lv4, Lv5
  ok(g:linked("ksha"))
  g:choose("attack " .. c(g, "ksha") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "rezel"))
  g:expect_no_option(c(g, "ma"))
  g:choose(c(g, "gel"))
  eq(g:damage("gel"), 1)
end)

scenario("13-2-12-1", "GD01-093 Marida Cruz: not linked, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-053", pilot = "GD01-093", as = "doga"}} },   -- no link
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", as = "rezel"}} } }
  ok(not g:linked("doga"))
  g:choose("attack " .. c(g, "doga") .. " p2")
  eq(g:damage("rezel"), 0)
end)

scenario("13-2-5-1", "GD01-093 Marida Cruz 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-093", as = "marida"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("marida"), "hand")
end)
