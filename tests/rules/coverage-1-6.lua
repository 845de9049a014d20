-- Rules 1 to 6: the rules of these sections that the scenarios of 01-game.lua to
-- 06-setup.lua left unchecked -- fundamental rules (1-3), card information (2),
-- card types (3), locations (4), terms (5) and deck preparation (6-1).
--
-- Cards used for their exact text (from data/cards.json):
--   GD01-042 Duo's Leo: may attack an active enemy Unit of Lv.2 or lower.
--   GD01-033 Gundam Deathscythe [Duo Maxwell] + GD01-090 Duo Maxwell: 【During Link】this
--     Unit's AP can't be reduced by enemy effects.
--   ST01-014 Unforeseen Incident: 【Main】/【Action】an enemy Unit gets AP-3; 【Burst】its 【Main】.
--   GD01-080 Cagalli's Skygrasper (AP2 HP1): 【Destroyed】an enemy Unit of Lv.2 or lower
--     returns to its owner's hand.
--   GD01-118 Overflowing Affection: 【Main】Draw 2. Then, discard 1.
--   ST02-016 Corsica Base: 【Deploy】... a card with "Corsica Base" in its card name in your trash.
--   GD01-043 Rasid's Maganac: 【Deploy】choose 1 of your green Units.
--   GD01-009 G-Fighter: 【Deploy】choose 1 of your (White Base Team) Units.
--   GD01-076 Michaelis: AP+1 and HP+1 while 4 or more Command cards are in your trash.
--   GD01-067 Gundam Aerial Rebuild: 【When Paired】a Command card from your trash to the hand.
--   GD01-001 Gundam: all your (White Base Team) Units gain <Repair 1>.
--   GD01-016 Jegan: cost -1 in the hand while you have 2 (Earth Federation) Units in play.
--   GD01-124 Side 7 (Base): 【Activate･Main】Rest this Base: a friendly Unit recovers 1 HP.
--   ST04-013 Hawk of Endymion: an enemy Unit with 3 or less HP returns to its owner's hand.
--   ST02-012 Simultaneous Fire: one of your Units gains <Breach 3> during this turn.
--   GD01-063 ZnO (AP2 HP1): during your turn, while battling an enemy Unit of Lv.2 or
--     lower, it gains <First Strike>.
--   GD01-096 Cagalli Yula Athha (white Pilot): while this Unit is white, it gains <Blocker>.
--   ST04-014 The Magic Bullet of Dusk: a friendly Unit of Lv.2 or lower gains <First Strike>.
-- Test card (tests/data/cards/coverage-1-6.json): TEST-C16-001 "Corsica Base Annex", a Base
-- with no text, whose name contains "Corsica Base" (2-2-3).

use_cards("tests/data/cards/coverage-1-6.json")

-- The option keys of the pending decision, sorted, joined by spaces.
local function keys(g)
  local k = {}
  for i, v in ipairs(g:decision().keys) do k[i] = v end
  table.sort(k)
  return table.concat(k, " ")
end

local function sorted(list)
  table.sort(list)
  return table.concat(list, " ")
end

-- Cards of player p's location with this card number.
local function numbered(g, p, loc, number)
  local out = {}
  for _, id in ipairs(g:cards(p, loc)) do
    if g:number(id) == number then out[#out + 1] = id end
  end
  return out
end

-- A deck file from {count, number} pairs; returns its path (the caller removes it).
local function deck_file(lines)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  for _, l in ipairs(lines) do f:write(l[1], " ", l[2], "\n") end
  f:close()
  return path
end

------------------------------------------------------------------ 1-3 fundamental rules

scenario("1-3-1", "card text over the rules: only rested Units may be attacked, but Duo's Leo may attack an active Lv.2 one",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-042", as = "leo"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "low"}, {"ST01-003", as = "high"}} } }  -- Lv.2, Lv.3
  g:expect_option("attack " .. c(g, "leo") .. " " .. c(g, "low"))
  -- The exception goes no further than the text: not a Lv.3 Unit, not for another Unit.
  g:expect_no_option("attack " .. c(g, "leo") .. " " .. c(g, "high"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "low"))
  g:choose("attack " .. c(g, "leo") .. " " .. c(g, "low"))
  g:expect_loc("low", "trash")
end)

scenario("1-3-3", "an effect's action that an active effect prevents is not performed: AP-3 on a Unit whose AP can't be reduced",
         function()
  local g = game{ active = 2,
                  p1 = { deck = 10, battle = {{"GD01-033", pilot = "GD01-090", as = "ds"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, resources = 3, hand = {{"ST01-014", as = "cmd"}} } }
  ok(g:linked("ds"), "Deathscythe linked with Duo Maxwell")
  eq(g:ap("ds"), 5, "AP 4 + 1")
  g:choose("play " .. c(g, "cmd"))
  g:choose(c(g, "ds"))              -- the Command may choose it ...
  eq(g:ap("ds"), 5, "... but the AP-3 is prevented")
  g:expect_loc("cmd", "trash")      -- the Command itself resolved
  eq(g:ap("gm"), 2, "nothing else changed")
end)

scenario({"1-3-4", "10-1-6-6"}, "two selections required at once: the active player chooses first, then the standby player",
         function()
  -- Both Skygraspers are destroyed in the same battle; each 【Destroyed】 chooses an enemy Unit.
  local g = game{ p1 = { deck = 10, battle = {{"GD01-080", as = "sky1"}, {"ST01-005", as = "gm1"}, {"GD01-035", as = "zaku1"}} },
                  p2 = { deck = 10, battle = {{"GD01-080", rested = true, as = "sky2"}, {"ST01-005", as = "gm2"},
                                              {"GD01-035", as = "zaku2"}} } }
  g:choose("attack " .. c(g, "sky1") .. " " .. c(g, "sky2"))
  g:expect_loc("sky1", "trash"):expect_loc("sky2", "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  eq(keys(g), sorted{c(g, "gm2"), c(g, "zaku2")}, "P1 chooses among P2's Units")
  g:choose(c(g, "gm2"))
  g:expect_loc("gm2", "hand")
  g:expect_decision{ kind = "choose", player = 2 }
  eq(keys(g), sorted{c(g, "gm1"), c(g, "zaku1")}, "then P2 chooses among P1's Units")
  g:choose(c(g, "gm1"))
  g:expect_loc("gm1", "hand")
  g:expect_count(1, "hand", 1)
  g:expect_count(2, "hand", 1)
end)

scenario("1-3-7", "a card's effects are performed in the order of its text: draw 2 first, then discard 1 of the new hand",
         function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD01-031", as = "second"}, {"ST01-003", as = "first"}},
                         resources = 2, hand = {{"GD01-118", as = "cmd"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  -- The discard is chosen among the two cards just drawn: the draw came first.
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(keys(g), sorted{c(g, "first"), c(g, "second")}, "the discard options")
  g:choose(c(g, "second"))
  g:expect_loc("second", "trash"):expect_loc("first", "hand")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 1)
end)

------------------------------------------------------------------ 2-1 card number, 2-2 card name

scenario({"2-1-1", "2-1-2"}, "the copy limit counts card numbers: two cards named Gundam with different numbers are different cards",
         function()
  -- 4 ST01-001 Gundam + 4 GD01-001 Gundam: legal (four of each number).
  local filler = {{4, "ST01-005"}, {4, "ST01-008"}, {4, "ST01-009"}, {4, "ST01-003"}, {4, "ST01-004"},
                  {4, "ST01-002"}, {4, "GD01-011"}, {4, "GD01-018"}, {2, "GD01-013"}, {4, "GD01-016"},
                  {4, "GD01-004"}, {10, "R-001"}}
  local lines = {{4, "ST01-001"}, {4, "GD01-001"}}
  for _, l in ipairs(filler) do lines[#lines + 1] = l end
  local ok_path = deck_file(lines)
  local g = new_game{ decks = {ok_path, "decks/green-white-ramp.deck"}, seed = 3, first = 1 }
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:count(1, "deck") + g:count(1, "hand"), 50, "the legal deck's cards")
  -- The same number on two lines is one card: 3 + 2 copies of ST01-001 are five (50 cards still).
  lines[1] = {3, "ST01-001"}
  lines[2] = {3, "GD01-001"}
  lines[#lines + 1] = {2, "ST01-001"}
  local bad_path = deck_file(lines)
  local msg = fails(function() new_game{ decks = {bad_path, "decks/green-white-ramp.deck"} } end, "player 1")
  os.remove(ok_path)
  os.remove(bad_path)
  ok(msg:find("5 copies, at most 4", 1, true), "five copies of one number refused: " .. msg)
  ok(msg:find("ST01-001", 1, true) and not msg:find("GD01-001", 1, true), "ST01-001 named, GD01-001 not: " .. msg)
  ok(not msg:find("must be exactly 50", 1, true), "the only problem is the copies: " .. msg)
end)

scenario("2-2-3", "'with \"Corsica Base\" in its card name' includes every card whose name contains the text, and only those",
         function()
  local function tokens(trash)
    local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST02-016", as = "corsica"}}, trash = trash },
                    p2 = { deck = 10 } }
    g:choose("play " .. c(g, "corsica"))
    return #numbered(g, 1, "battle", "T-004"), #numbered(g, 1, "battle", "T-005")
  end
  local leo, tallgeese = tokens{"ST02-016"}                 -- the same name
  eq(leo, 2, "Corsica Base in the trash: Leo tokens"); eq(tallgeese, 0, "no Tallgeese")
  leo, tallgeese = tokens{"TEST-C16-001"}                   -- "Corsica Base Annex": the name contains the text
  eq(leo, 2, "Corsica Base Annex in the trash: Leo tokens"); eq(tallgeese, 0, "no Tallgeese")
  leo, tallgeese = tokens{"GD01-126", "GD01-124"}           -- other Bases: "Underground Desert Base", "Side 7"
  eq(leo, 0, "other names: no Leo token"); eq(tallgeese, 1, "a Tallgeese token")
end)

scenario({"2-2-4", "3-4-6-1"}, "a Command with 【Pilot】 has two names: its card name, and the Pilot name its link condition reads",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, battle = {{"ST01-003", as = "guncannon"}, {"ST01-005", as = "gm"}},
                         hand = {{"ST01-013", as = "kai"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "kai") .. " " .. c(g, "guncannon"))
  eq(g:linked("guncannon"), true, "Guncannon's [Kai Shiden] is met by the Pilot name")
  ok(logged(g, "Kai's Resolve"), "the card is still named Kai's Resolve")
  -- A Pilot card whose name is neither does not link.
  local g2 = game{ p1 = { deck = 10, resources = 4, battle = {{"ST01-003", as = "guncannon"}},
                          hand = {{"ST01-010", as = "amuro"}} },
                   p2 = { deck = 10 } }
  g2:choose("pair " .. c(g2, "amuro") .. " " .. c(g2, "guncannon"))
  eq(g2:linked("guncannon"), false, "Amuro Ray is not [Kai Shiden]")
end)

scenario("2-2-5", "cards with the same name may be on the field together", function()
  local g = game{ p1 = { deck = 10, resources = 4,
                         battle = {{"ST01-005", as = "gm1"}, {"GD01-013", as = "gundam1"}},
                         hand = {{"ST01-005", as = "gm2"}, {"ST01-001", as = "gundam2"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm2"))
  g:choose("play " .. c(g, "gundam2"))           -- GD01-013 and ST01-001 are both "Gundam"
  for _, n in ipairs{"gm1", "gm2", "gundam1", "gundam2"} do g:expect_loc(n, "battle") end
  g:expect_count(1, "battle", 4)
  g:expect_count(1, "trash", 0)
end)

------------------------------------------------------------------ 2-4 color

scenario({"2-4-1", "2-4-3"}, "text refers to a color; a Unit keeps its own color whatever the color of its Pilot",
         function()
  -- Rasid's Maganac: "Choose 1 of your green Units".  GM (blue) has a green Pilot;
  -- Duo's Leo (green) has a white one.
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-043", as = "maganac"}},
                         battle = {{"ST01-005", pilot = "GD01-090", as = "gm"},
                                   {"GD01-042", pilot = "GD01-096", as = "leo"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "maganac"))
  g:expect_decision{ kind = "choose", player = 1 }
  eq(keys(g), sorted{c(g, "leo"), c(g, "maganac")}, "the green Units")
  -- Cagalli Yula Athha (white): "While this Unit is white, it gains <Blocker>" -- not on Duo's Leo.
  local g2 = game{ active = 2,
                   p1 = { deck = 10, battle = {{"GD01-042", pilot = "GD01-096", as = "leo"},
                                               {"GD01-084", pilot = "GD01-096", as = "pente"}} },
                   p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g2:choose("attack " .. c(g2, "rezel") .. " p1")
  g2:expect_decision{ player = 1 }
  g2:expect_option("block " .. c(g2, "pente"))      -- white Beguir-Pente
  g2:expect_no_option("block " .. c(g2, "leo"))     -- green, with a white Pilot
end)

scenario({"5-17-2-3", "2-4-2"}, "a token has no color: no color text refers to it, and a white Pilot does not make it white",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-043", as = "maganac"}},
                         battle = {{"T-004", as = "leo"}, {"GD01-042", as = "duosleo"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "maganac"))
  eq(keys(g), sorted{c(g, "duosleo"), c(g, "maganac")}, "green Units: not the Leo token")
  local g2 = game{ active = 2,
                   p1 = { deck = 10, battle = {{"T-001", pilot = "GD01-096", as = "token"},
                                               {"GD01-084", pilot = "GD01-096", as = "pente"}} },
                   p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g2:choose("attack " .. c(g2, "rezel") .. " p1")
  g2:expect_option("block " .. c(g2, "pente"))
  g2:expect_no_option("block " .. c(g2, "token"))
end)

------------------------------------------------------------------ 2-5 traits

scenario({"2-5-1", "2-5-2", "2-5-3", "2-5-5", "3-3-7"},
         "text refers to a trait: a card with several traits is chosen by one of them; a Pilot's traits are not its Unit's",
         function()
  -- G-Fighter: "Choose 1 of your (White Base Team) Units".
  -- Gundam GD01-013: (Earth Federation) and (White Base Team).  GM: (Earth Federation) only,
  -- paired with Amuro Ray (Earth Federation / White Base Team / Newtype).  ReZEL: (Earth Federation).
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-009", as = "gfighter"}},
                         battle = {{"GD01-013", as = "gundam"}, {"ST01-005", pilot = "ST01-010", as = "gm"},
                                   {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gfighter"))
  g:expect_decision{ kind = "choose", player = 1 }
  eq(keys(g), sorted{c(g, "gundam"), c(g, "gfighter")}, "(White Base Team) Units")
end)

------------------------------------------------------------------ 2-7 AP, 2-8 HP

scenario({"2-7-1", "2-7-3", "3-4-6-4"}, "battle damage is the AP, with the AP modifier of a paired Pilot or 【Pilot】 Command",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "guncannon"}} } }  -- HP4
  eq(g:ap("gm"), 2, "GM alone")
  g:choose("pair " .. c(g, "kai") .. " " .. c(g, "gm"))   -- 【Pilot】[Kai Shiden] AP+1 HP+0
  eq(g:ap("gm"), 3, "AP2 + 1")
  eq(g:hp("gm"), 2, "HP2 + 0")
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "guncannon"))
  eq(g:damage("guncannon"), 3, "3 battle damage")
end)

scenario({"2-8-1", "2-8-4"}, "HP is what a Unit withstands: a Pilot's HP modifier keeps a Unit alive", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}} },     -- AP2
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "plain"},               -- HP2
                                              {"ST01-005", rested = true, pilot = "GD01-090", as = "piloted"}} } } -- HP2+2
  eq(g:hp("piloted"), 4, "HP2 + 2")
  g:choose("attack " .. c(g, "a") .. " " .. c(g, "plain"))
  g:expect_loc("plain", "trash")
  g:choose("attack " .. c(g, "b") .. " " .. c(g, "piloted"))
  g:expect_loc("piloted", "battle")
  eq(g:damage("piloted"), 2, "2 damage, 2 HP left")
end)

scenario("2-8-2", "a Unit is destroyed when its HP becomes zero because its HP drops, not only by damage", function()
  -- Michaelis (HP3) has HP+1 while 4 Command cards are in the trash, and 3 damage.
  local g = game{ p1 = { deck = 10, resources = 6,
                         battle = {{"GD01-076", damage = 3, as = "michaelis"}, {"GD01-067", as = "aerial"}},
                         hand = {{"ST01-011", as = "suletta"}},
                         trash = {{"ST01-014", as = "cmd"}, "ST01-014", "ST01-014", "ST01-014"} },
                  p2 = { deck = 10 } }
  eq(g:hp("michaelis"), 4, "HP3 + 1")
  g:expect_loc("michaelis", "battle")
  -- Aerial Rebuild's 【When Paired】 takes a Command card from the trash: three are left.
  g:choose("pair " .. c(g, "suletta") .. " " .. c(g, "aerial"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_loc("michaelis", "battle")
  g:choose(c(g, "cmd"))
  g:expect_count(1, "hand", 1)
  g:expect_loc("michaelis", "trash")
  ok(logged(g, "Michaelis #" .. g:card("michaelis") .. " is destroyed"), "destroyed")
end)

------------------------------------------------------------------ 2-11 card text

-- The first option of the pending decision whose key starts with `prefix`, or nil.
local function option_starting(g, prefix)
  for _, k in ipairs(g:decision().keys) do
    if k:sub(1, #prefix) == prefix then return k end
  end
  return nil
end

scenario("2-11-2", "a Unit's or Base's text works in the battle area or shield area only, unless it says otherwise",
         function()
  -- GD01-001 Gundam in the hand and in the trash: its "(White Base Team) Units gain <Repair 1>" does nothing.
  local g = game{ p1 = { deck = 10, battle = {{"GD01-009", damage = 1, as = "gfighter"}},     -- (White Base Team) HP2
                         hand = {"GD01-001"}, trash = {"GD01-001"} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ active = 2 }
  eq(g:damage("gfighter"), 1, "no <Repair> from a Gundam in the hand or trash")
  -- In the battle area it works.
  g = game{ p1 = { deck = 10, battle = {{"GD01-009", damage = 1, as = "gfighter"}, "GD01-001"} },
            p2 = { deck = 10 } }
  g:end_main()
  while g:decision().kind == "order" do g:choose(1) end   -- the two <Repair>s (G-Fighter's, Gundam's own)
  g:expect_state{ active = 2 }
  eq(g:damage("gfighter"), 0, "<Repair 1> from the Gundam in play")
  -- A Base's 【Activate･Main】 only from the base section.
  g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-124", as = "inhand"}},
                   battle = {{"ST01-005", damage = 1, as = "gm"}} },
            p2 = { deck = 10 } }
  eq(option_starting(g, "activate " .. c(g, "inhand")), nil, "Side 7 in the hand")
  g = game{ p1 = { deck = 10, base = {{"GD01-124", as = "side7"}}, battle = {{"ST01-005", damage = 1, as = "gm"}} },
            p2 = { deck = 10 } }
  ok(option_starting(g, "activate " .. c(g, "side7")), "Side 7 in the base section can be activated")
  -- "this card in your hand gets cost -1": Jegan (Lv.3 cost 2) is instructed to work in the hand.
  g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD01-016", as = "jegan"}},
                   battle = {"ST01-005", "GD01-018"} },              -- two (Earth Federation) Units
            p2 = { deck = 10 } }
  g:choose("play " .. c(g, "jegan"))
  g:expect_loc("jegan", "battle")
end)

scenario({"2-11-3", "3-3-9-1", "3-3-9-2"}, "a Pilot's text above its name is the Pilot card's own (【Burst】), the text below is its Unit's",
         function()
  -- Amuro Ray as a Shield: its 【Burst】 is activated by the card itself, which goes to the hand.
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-010", as = "amuro"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("amuro", "hand")
  g:expect_count(2, "trash", 0)
  -- Paired, its 【When Paired】 (below the name) is the Unit's: an enemy Unit is rested.
  g = game{ p1 = { deck = 10, resources = 4, battle = {{"ST01-005", as = "gm"}}, hand = {{"ST01-010", as = "amuro"}} },
            p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  eq(g:rested("rezel"), false, "nothing from a Pilot card in the hand")
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "gm"))
  eq(g:rested("rezel"), true, "rested by the paired Unit's 【When Paired】")
end)

------------------------------------------------------------------ 3-4 Commands

scenario({"3-4-3", "3-4-7", "4-1-2"}, "a Command's 【Burst】: while its effect is active the card is in no location, then it goes to the trash",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-014", as = "incident"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  -- Unforeseen Incident's 【Burst】 activates its 【Main】: choose 1 enemy Unit.
  g:expect_decision{ kind = "choose", player = 2 }
  g:expect_loc("incident", "resolving")
  for _, loc in ipairs{"shields", "trash", "hand", "deck", "removal"} do
    for _, id in ipairs(g:cards(2, loc)) do ok(id ~= g:card("incident"), "the Command is in P2's " .. loc) end
  end
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "trash", 0)
  g:choose(c(g, "rezel"))
  eq(g:ap("rezel"), 1, "AP4 - 3")
  g:expect_loc("incident", "trash")
  -- Not activated: nothing happens, the card goes to the trash.
  g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} },
            p2 = { deck = 10, shields = {"ST01-005", {"ST01-014", as = "incident"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("no")
  g:expect_loc("incident", "trash")
  eq(g:ap("rezel"), 4, "no AP-3")
end)

------------------------------------------------------------------ 4-1 the field, 5-2 owner

scenario({"5-2-2", "4-1-1-2", "5-17-2-5"}, "\"its owner's hand\" is the hand of the card's owner; a token leaving the field leaves the game",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST04-013", as = "hawk1"}, {"ST04-013", as = "hawk2"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"T-003", as = "token"}} } }
  g:choose("play " .. c(g, "hawk1"))
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "hand")
  eq(g:owner("gm"), 2, "owner")
  g:expect_count(2, "hand", 1)
  g:expect_count(1, "hand", 1)                -- only the other Hawk: not the player who returned it
  -- The Guntank token: returned from the battle area (the field) to the hand, it leaves the game.
  g:choose("play " .. c(g, "hawk2"))
  g:expect_loc("token", "outside")
  g:expect_count(2, "hand", 1)
  g:expect_count(2, "battle", 0)
end)

------------------------------------------------------------------ 5-1 keyword effects

scenario("5-1-2", "keyword effects are effects of their card: <Support> can be activated, <Blocker> used to block", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-061", as = "zuoot"}, {"ST01-005", as = "gm"}} },   -- <Support 1>
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}, {"ST01-005", as = "gm2"}} } }  -- <Blocker>
  ok(option_starting(g, "activate " .. c(g, "zuoot")), "<Support> offered")
  eq(option_starting(g, "activate " .. c(g, "gm")), nil, "a Unit without an effect offers none")
  g:choose(option_starting(g, "activate " .. c(g, "zuoot")))
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 3, "AP2 + <Support 1>")
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ player = 2 }
  g:expect_option("block " .. c(g, "demi"))
  g:expect_no_option("block " .. c(g, "gm2"))
end)

------------------------------------------------------------------ 5-3 active and standby player

scenario({"5-3-1", "5-3-2"}, "the active player advances the turn; the standby player only answers the block and action steps",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, shields = 3, resources = 3, hand = {"ST01-014"}, battle = {{"ST01-008", as = "demi"}} } }
  g:expect_state{ active = 1, phase = "main phase" }
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_option("end")
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ player = 2 }          -- the block step: the standby player decides
  g:expect_state{ step = "block step" }
  g:choose("pass")
  g:expect_state{ step = "action step" }
  g:expect_decision{ player = 2 }          -- the action step begins with the standby player
  g:pass()
  -- Back in the main phase only the active player acts, and only they end it.
  g:expect_state{ phase = "main phase" }
  g:expect_decision{ kind = "action", player = 1 }
  g:end_main()
  -- The end phase's action step: the standby player again, in the active player's turn.
  g:expect_state{ active = 1, phase = "end phase" }
  g:expect_decision{ player = 2 }
  g:pass()
  g:expect_state{ active = 2, phase = "main phase" }
  g:expect_decision{ kind = "action", player = 2 }
end)

------------------------------------------------------------------ 5-16 gain

scenario("5-16-1", "an effect makes a Unit gain <Breach 3> during this turn; another Unit does not gain it", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-012", as = "fire"}},
                         battle = {{"ST01-005", as = "gm1"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, shields = 2, base = {{"EXB-001", as = "exb"}},
                         battle = {{"ST01-005", rested = true, as = "a"}, {"ST01-005", rested = true, as = "b"}} } }
  g:choose("play " .. c(g, "fire"))
  g:choose(c(g, "gm1"))
  g:choose("attack " .. c(g, "gm2") .. " " .. c(g, "b"))
  g:expect_loc("b", "trash")
  eq(g:damage("exb"), 0, "GM without <Breach>")
  g:choose("attack " .. c(g, "gm1") .. " " .. c(g, "a"))
  g:expect_loc("a", "trash")
  g:expect_loc("exb", "outside")                -- <Breach 3> on the EX Base (HP3)
  g:expect_count(2, "shields", 2)
end)

------------------------------------------------------------------ 5-17 tokens

scenario("5-17-2-4", "a token's Lv is zero: \"Lv.2 or lower\" includes a Gundam token with 3 AP", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST04-014", as = "bullet"}},
                         battle = {{"T-001", as = "token"}, {"GD01-013", as = "gundam"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "bullet"))
  g:expect_decision{ kind = "choose", player = 1 }
  eq(keys(g), sorted{c(g, "token"), c(g, "gm")}, "Lv.2 or lower: the token (Lv.0) and GM (Lv.2), not Gundam (Lv.4)")
end)

------------------------------------------------------------------ 5-22 battle

scenario({"5-22-1", "5-22-2"}, "a Unit is battling its attack target, or the Unit that blocked it: ZnO gains <First Strike> against a Lv.2 or lower one",
         function()
  -- ZnO (AP2 HP1) attacks a rested GM (Lv.2, AP2 HP2): it deals its damage first and survives.
  local g = game{ p1 = { deck = 10, battle = {{"GD01-063", as = "zno"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "zno") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash"):expect_loc("zno", "battle")
  -- Battling a Lv.3 Guncannon (AP2 HP4): no <First Strike>, ZnO is destroyed.
  g = game{ p1 = { deck = 10, battle = {{"GD01-063", as = "zno"}} },
            p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "guncannon"}} } }
  g:choose("attack " .. c(g, "zno") .. " " .. c(g, "guncannon"))
  g:expect_loc("zno", "trash")
  -- Attacking the player, it battles the Unit that blocks: Demi Trainer (Lv.1, AP1 HP1).
  g = game{ p1 = { deck = 10, battle = {{"GD01-063", as = "zno"}} },
            p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "zno") .. " p2")
  g:choose("block " .. c(g, "demi"))
  g:expect_loc("demi", "trash"):expect_loc("zno", "battle")
  eq(g:damage("zno"), 0, "no damage back")
  g:expect_count(2, "shields", 2)
end)

------------------------------------------------------------------ 6-1 decks and tokens

scenario("6-1-1-2-1", "an all-red deck and a red and green deck are legal; red, green and white is not", function()
  local red = {{4, "ST03-001"}, {4, "ST03-002"}, {4, "ST03-003"}, {4, "ST03-004"}, {4, "ST03-005"},
               {4, "ST04-006"}, {4, "ST04-007"}, {4, "ST04-008"}, {4, "ST04-009"}, {4, "GD01-044"}}
  local function with(extra)
    local l = {}
    for _, e in ipairs(red) do l[#l + 1] = e end
    for _, e in ipairs(extra) do l[#l + 1] = e end
    l[#l + 1] = {10, "R-001"}
    return deck_file(l)
  end
  local mono = with{{4, "GD01-046"}, {4, "GD01-047"}, {2, "GD01-048"}}
  local two = with{{4, "GD01-035"}, {4, "GD01-031"}, {2, "GD01-048"}}        -- green Zaku Ⅱ, Gelgoog
  local three = with{{4, "GD01-035"}, {4, "GD01-084"}, {2, "GD01-048"}}      -- green Zaku Ⅱ, white Beguir-Pente
  local g = new_game{ decks = {mono, two}, seed = 5, first = 1 }
  g:expect_decision{ kind = "action", player = 1 }
  g:answers{ "keep", "keep" }
  g:expect_state{ turn = 1, phase = "main phase" }
  local msg = fails(function() new_game{ decks = {mono, three} } end, "player 2")
  os.remove(mono); os.remove(two); os.remove(three)
  ok(msg:find("GD01-084", 1, true), "the card of the third color is named: " .. msg)
  ok(msg:find("one or two colors", 1, true), "the rule is named: " .. msg)
  ok(not msg:find("player 1", 1, true), "the legal deck is not blamed")
end)

scenario("6-1-2", "the EX Base and EX Resource come from outside the decks: decks without tokens get them", function()
  local g = new_game{ decks = {"decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"}, seed = 9, first = 1 }
  g:answers{ "keep", "keep" }
  for p = 1, 2 do
    eq(g:count(p, "deck") + g:count(p, "hand") + g:count(p, "shields"), 50, "P" .. p .. "'s 50 cards")
    for _, loc in ipairs{"deck", "hand", "shields", "resource_deck"} do
      for _, id in ipairs(g:cards(p, loc)) do
        ok(g:number(id) ~= "EXB-001" and g:number(id) ~= "EXR-001", "no token in P" .. p .. "'s " .. loc)
      end
    end
    eq(#numbered(g, p, "base", "EXB-001"), 1, "P" .. p .. "'s EX Base")
  end
  eq(#numbered(g, 2, "resources", "EXR-001"), 1, "Player Two's EX Resource")
  eq(#numbered(g, 1, "resources", "EXR-001"), 0, "Player One places none")
end)

------------------------------------------------------------------ 3-3-9-2-1 a Pilot's effect in the hand

scenario("3-3-9-2-1", "a Pilot's effect that names the hand is the Pilot card's own: its cost -1 works in the hand",
         function()
  -- TEST-C16-003 (Lv.1 cost 2): "While you have 2 or more Units in play, this card in your hand gets cost -1."
  local g = game{ p1 = { deck = 10, resources = {2, rested = 1}, hand = {{"TEST-C16-003", as = "pilot"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "gm"))        -- one active Resource: cost 1
  eq(g:paired("gm"), g:card("pilot"), "paired")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 2, "one Resource paid")
  -- With one Unit in play it costs 2: one active Resource is not enough.
  g = game{ p1 = { deck = 10, resources = {2, rested = 1}, hand = {{"TEST-C16-003", as = "pilot"}},
                   battle = {{"ST01-005", as = "gm"}} },
            p2 = { deck = 10 } }
  g:expect_no_option("pair " .. c(g, "pilot") .. " " .. c(g, "gm"))
end)

------------------------------------------------------------------ 4-7, 5-12 removal

scenario({"5-12-1", "5-12-2", "4-7-1", "5-17-4"},
         "a removed Unit or Base goes to its owner's removal area and is not destroyed; a removed token leaves the game",
         function()
  -- TEST-C16-002: 【Deploy】Choose 1 enemy Unit or enemy Base. Remove it.
  local function board(p2)
    p2.deck = 10
    return game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-C16-002", as = "remover"}},
                        battle = {{"ST01-005", as = "mine"}} },
                 p2 = p2 }
  end
  -- Cagalli's Skygrasper with a Pilot: removed, not destroyed, so its 【Destroyed】 does not trigger.
  local g = board{ battle = {{"GD01-080", pilot = {"GD01-096", as = "cagalli"}, as = "sky"}, {"ST01-005", as = "gm"}} }
  g:choose("play " .. c(g, "remover"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "sky"))
  g:expect_loc("sky", "removal"):expect_loc("cagalli", "removal")     -- the Pilot goes with its Unit (3-3-6)
  g:expect_count(2, "removal", 2)
  g:expect_count(2, "trash", 0)
  g:expect_count(1, "removal", 0)
  ok(not logged(g, "is destroyed"), "nothing destroyed")
  g:expect_decision{ kind = "action", player = 1 }                    -- no 【Destroyed】 choice for P2
  g:expect_loc("mine", "battle")
  -- A Base: to the removal area too.
  g = board{ base = {{"GD01-126", as = "base"}} }
  g:choose("play " .. c(g, "remover"))
  g:expect_loc("base", "removal")
  ok(not logged(g, "is destroyed"), "the Base is not destroyed")
  -- Tokens removed from the game go outside the game, not to the removal area (5-17-4).
  g = board{ battle = {{"T-003", as = "token"}}, base = {{"EXB-001", as = "exb"}} }
  g:choose("play " .. c(g, "remover"))
  g:choose(c(g, "token"))
  g:expect_loc("token", "outside")
  g:expect_count(2, "removal", 0)
  g = board{ base = {{"EXB-001", as = "exb"}} }
  g:choose("play " .. c(g, "remover"))
  g:expect_loc("exb", "outside")
  g:expect_count(2, "removal", 0)
end)
