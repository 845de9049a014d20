-- GD01 cards of the recommended decks (decks/blue-white-midrange.deck,
-- decks/green-white-ramp.deck): scenario tests of their scripts.
--
-- Cards without effect text used as props: ST01-005 GM (AP2 HP2), GD01-018 ReZEL
-- (AP4 HP3), GD01-011 Loto (AP2 HP2), ST01-008 Demi Trainer (AP1 HP1, <Blocker>),
-- GD01-027 Big Zam (AP5 HP6, <Breach 4>), GD01-041 Shenlong Gundam (AP4 HP3,
-- <Breach 3>, link [Chang Wufei]).  Filler shields and deck cards are GM.

local function rested_count(g, p, loc)
  local n = 0
  for _, id in ipairs(g:cards(p, loc)) do
    if g:rested(id) then n = n + 1 end
  end
  return n
end

-- Four Command cards for a trash (GD01-070 Gundam Aerial, GD01-076 Michaelis).
local FOUR_COMMANDS = { "ST01-012", "ST01-014", "ST02-012", "GD01-118" }

------------------------------------------------------------------ GD01-004 Guncannon

scenario("13-2-9-1", "GD01-004 Guncannon 【When Paired】: rest a chosen enemy Unit with 2 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-089", as = "riddhe"}},
                         battle = {{"GD01-004", as = "guncannon"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-011", as = "loto"},
                                              {"GD01-018", as = "rezel"},
                                              {"GD01-018", damage = 1, as = "hurt"}} } }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "guncannon"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_option(c(g, "loto"))
  g:expect_option(c(g, "hurt"))          -- HP 3 with 1 damage: 2 HP left
  g:expect_no_option(c(g, "rezel"))      -- 3 HP
  g:choose(c(g, "loto"))
  ok(g:rested("loto"), "Loto rested")
  ok(not g:rested("gm"), "GM stays active")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"13-2-9-1", "10-2-2"}, "GD01-004 Guncannon: no enemy Unit with 2 or less HP, nothing is rested", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-089", as = "riddhe"}},
                         battle = {{"GD01-004", as = "guncannon"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "guncannon"))
  ok(not g:rested("rezel"))
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-005 Unicorn Gundam (Unicorn Mode)

scenario({"13-2-12-1", "13-2-8-1", "13-2-8-2-1", "5-20-2"},
         "GD01-005 Unicorn Gundam 【During Link】【Destroyed】: its Pilot returns to the hand, then discard 1",
         function()
  -- Unicorn + Banagher: AP6 HP5, 4 damage taken; it attacks a rested GM (AP2) and both die.
  local g = game{ p1 = { deck = 10, hand = {{"ST01-005", as = "filler"}},
                         battle = {{"GD01-005", pilot = {"GD01-088", as = "banagher"}, damage = 4,
                                    as = "unicorn"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(g:linked("unicorn"), "Banagher links")
  g:choose("attack " .. c(g, "unicorn") .. " " .. c(g, "gm"))
  eq(g:loc("unicorn"), "trash")
  eq(g:loc("gm"), "trash")
  -- The Pilot is back in the hand; now discard 1 of the two cards.
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(g:loc("banagher"), "hand")
  g:choose(c(g, "filler"))
  eq(g:loc("filler"), "trash")
  eq(g:loc("banagher"), "hand")
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-12-1", "13-2-8-1", "10-1-3"},
         "GD01-005 Unicorn Gundam: with only the returned Pilot in hand, that Pilot is discarded", function()
  local g = game{ p1 = { deck = 10,
                         battle = {{"GD01-005", pilot = {"GD01-088", as = "banagher"}, damage = 4,
                                    as = "unicorn"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "unicorn") .. " " .. c(g, "gm"))
  eq(g:loc("unicorn"), "trash")
  eq(g:loc("banagher"), "trash", "returned, then discarded as the only card")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-12-1", "GD01-005 Unicorn Gundam: paired but not linked, its 【Destroyed】 does nothing", function()
  local g = game{ p1 = { deck = 10, hand = {{"ST01-005", as = "filler"}},
                         battle = {{"GD01-005", pilot = {"GD01-089", as = "riddhe"}, damage = 3,
                                    as = "unicorn"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(not g:linked("unicorn"), "Riddhe does not link")
  g:choose("attack " .. c(g, "unicorn") .. " " .. c(g, "gm"))
  eq(g:loc("unicorn"), "trash")
  eq(g:loc("riddhe"), "trash", "the Pilot stays in the trash")
  eq(g:loc("filler"), "hand", "no discard")
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-009 G-Fighter

scenario({"13-2-6-1", "13-1-6"}, "GD01-009 G-Fighter 【Deploy】: a chosen (White Base Team) Unit can't be blocked this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-009", as = "gfighter"}},
                         battle = {{"GD01-004", as = "guncannon"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("play " .. c(g, "gfighter"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gfighter"))    -- G-Fighter itself is (White Base Team)
  g:expect_option(c(g, "guncannon"))
  g:expect_no_option(c(g, "gm"))       -- (Earth Federation) only
  g:expect_no_option(c(g, "demi"))
  g:choose(c(g, "guncannon"))
  -- Guncannon's attack: no block step although Demi Trainer (<Blocker>) is active.
  g:choose("attack " .. c(g, "guncannon") .. " p2")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(2, "shields", 2)
  ok(not g:rested("demi"))
  -- GM has no <High-Maneuver>: Demi Trainer may block it.
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ step = "block step" }
  g:expect_option("block " .. c(g, "demi"))
end)

scenario("13-2-6-1", "GD01-009 G-Fighter: <High-Maneuver> lasts only during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-009", as = "gfighter"}},
                         battle = {{"GD01-004", as = "guncannon"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("play " .. c(g, "gfighter"))
  g:choose(c(g, "guncannon"))
  g:end_main()
  g:expect_decision{ kind = "action", player = 2 }
  g:end_main()
  g:expect_state{ active = 1, phase = "main phase" }
  g:choose("attack " .. c(g, "guncannon") .. " p2")
  g:expect_state{ step = "block step" }
  g:expect_option("block " .. c(g, "demi"))
end)

------------------------------------------------------------------ GD01-028 Gundam Sandrock

scenario({"13-2-6-1", "10-1-3"}, "GD01-028 Gundam Sandrock 【Deploy】: may deploy a (Maganac Corps) Unit from the hand for free",
         function()
  local g = game{ p1 = { deck = 10, resources = 5,
                         hand = {{"GD01-028", as = "sandrock"}, {"ST02-005", as = "maganac"},
                                 {"ST02-005", as = "maganac2"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sandrock"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_option(c(g, "maganac"))
  g:expect_option(c(g, "maganac2"))
  g:expect_no_option(c(g, "rezel"))   -- not (Maganac Corps)
  g:choose(c(g, "maganac"))
  eq(g:loc("maganac"), "battle")
  eq(g:loc("maganac2"), "hand")
  eq(g:loc("rezel"), "hand")
  eq(rested_count(g, 1, "resources"), 3, "only Sandrock's cost was paid")
end)

scenario("10-1-3", "GD01-028 Gundam Sandrock: the deploy may be declined", function()
  local g = game{ p1 = { deck = 10, resources = 5,
                         hand = {{"GD01-028", as = "sandrock"}, {"ST02-005", as = "maganac"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sandrock"))
  g:choose("no")
  eq(g:loc("maganac"), "hand")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-6-1", "GD01-028 Gundam Sandrock: no (Maganac Corps) Unit card in the hand, no question", function()
  local g = game{ p1 = { deck = 10, resources = 5,
                         hand = {{"GD01-028", as = "sandrock"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sandrock"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:loc("rezel"), "hand")
end)

------------------------------------------------------------------ GD01-034 Gundam Heavyarms

scenario({"13-2-10-1", "13-1-2"}, "GD01-034 Gundam Heavyarms 【During Pair】: <Breach 3> when its attack destroys a Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-034", pilot = "ST02-010", as = "heavyarms"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 2)
  g:expect_count(2, "trash", 2)
end)

scenario("13-2-10-1", "GD01-034 Gundam Heavyarms without a Pilot has no <Breach>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-034", as = "heavyarms"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 3)
end)

------------------------------------------------------------------ GD01-068 Perfect Strike Gundam, GD01-075 Darilbalde

scenario("13-2-6-1", "GD01-068 Perfect Strike Gundam 【Deploy】: a chosen enemy Unit with 1 HP returns to its owner's hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-068", as = "perfect"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "gm"}, {"ST01-008", as = "demi"},
                                              {"GD01-011", as = "loto"}} } }
  g:choose("play " .. c(g, "perfect"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))           -- HP 2 with 1 damage
  g:expect_option(c(g, "demi"))
  g:expect_no_option(c(g, "loto"))      -- 2 HP
  g:choose(c(g, "gm"))
  eq(g:loc("gm"), "hand")
  eq(g:loc("demi"), "battle")
  g:expect_count(2, "hand", 1)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD01-068 Perfect Strike Gundam: no enemy Unit with 1 HP, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-068", as = "perfect"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", as = "loto"}} } }
  g:choose("play " .. c(g, "perfect"))
  eq(g:loc("loto"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-6-1", "GD01-075 Darilbalde 【Deploy】: the only enemy Unit with 1 HP returns to its owner's hand", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-075", as = "darilbalde"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}, {"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "darilbalde"))
  eq(g:loc("demi"), "hand")
  eq(g:loc("gm"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("10-2-2", "GD01-075 Darilbalde: no enemy Unit with 1 HP, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-075", as = "darilbalde"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "darilbalde"))
  eq(g:loc("gm"), "battle")
  g:expect_count(2, "hand", 0)
end)

------------------------------------------------------------------ GD01-070 Gundam Aerial

scenario("10-1-5-3", "GD01-070 Gundam Aerial costs 2 less in the hand with 4 Command cards in your trash", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-070", as = "aerial"}}, trash = FOUR_COMMANDS },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "aerial"))
  eq(g:loc("aerial"), "battle")
  eq(rested_count(g, 1, "resources"), 1, "cost 3 - 2")
end)

scenario("10-1-5-3", "GD01-070 Gundam Aerial: 3 Command cards in your trash are not enough", function()
  local g = game{ p1 = { deck = 10, resources = {5, rested = 4}, hand = {{"GD01-070", as = "aerial"}},
                         trash = { "ST01-012", "ST01-014", "ST02-012", "ST01-005" } },
                  p2 = { deck = 10, trash = FOUR_COMMANDS } }   -- the opponent's trash does not count
  g:expect_no_option("play " .. c(g, "aerial"))
end)

scenario("10-1-5-3", "GD01-070 Gundam Aerial: with 1 active Resource and 4 Command cards in the trash it can be played",
         function()
  local g = game{ p1 = { deck = 10, resources = {5, rested = 4}, hand = {{"GD01-070", as = "aerial"}},
                         trash = FOUR_COMMANDS },
                  p2 = { deck = 10 } }
  g:expect_option("play " .. c(g, "aerial"))
end)

-- Its cost is 1 or 3 whatever the trash holds: with 3 active Resources it is
-- affordable, with none it is not, and the engine need not ask the condition.
scenario("10-1-5-3", "GD01-070 Gundam Aerial: with 3 active Resources it can be played with no Command in the trash",
         function()
  local g = game{ p1 = { deck = 10, resources = {5, rested = 2}, hand = {{"GD01-070", as = "aerial"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "aerial"))
  eq(g:loc("aerial"), "battle")
  eq(rested_count(g, 1, "resources"), 5, "its full cost, 3")
end)

scenario("10-1-5-3", "GD01-070 Gundam Aerial: with no active Resource it cannot be played, 4 Commands in the trash or not",
         function()
  local g = game{ p1 = { deck = 10, resources = {5, rested = 5}, hand = {{"GD01-070", as = "aerial"}},
                         trash = FOUR_COMMANDS },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "aerial"))
end)

------------------------------------------------------------------ GD01-076 Michaelis

scenario("10-1-5-3", "GD01-076 Michaelis gets AP+1 and HP+1 while 4 or more Command cards are in your trash", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-076", as = "michaelis"}}, trash = FOUR_COMMANDS },
                  p2 = { deck = 10, battle = {{"GD01-076", as = "theirs"}},
                         trash = { "ST01-012", "ST01-014", "ST02-012" } } }
  eq(g:ap("michaelis"), 4)
  eq(g:hp("michaelis"), 4)
  eq(g:ap("theirs"), 3, "3 Command cards: no bonus")
  eq(g:hp("theirs"), 3)
end)

------------------------------------------------------------------ GD01-088 Banagher Links

scenario("13-2-11-1", "GD01-088 Banagher Links 【When Linked】: draw 1 when linked", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-088", as = "banagher"}},
                         battle = {{"GD01-005", as = "unicorn"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "banagher") .. " " .. c(g, "unicorn"))
  ok(g:linked("unicorn"))
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario("13-2-11-1", "GD01-088 Banagher Links: paired without a link, no draw", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-088", as = "banagher"}},
                         battle = {{"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "banagher") .. " " .. c(g, "rezel"))
  ok(g:paired("rezel") and not g:linked("rezel"))
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
end)

scenario("13-2-5-1", "GD01-088 Banagher Links 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-088", as = "banagher"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  eq(g:loc("banagher"), "hand")
  g:expect_count(2, "shields", 1)
end)

scenario("13-2-5-2", "GD01-088 Banagher Links: a declined 【Burst】 goes to the trash", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-088", as = "banagher"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("no")
  eq(g:loc("banagher"), "trash")
end)

------------------------------------------------------------------ GD01-089 Riddhe Marcenas

scenario({"3-3-9-2", "10-1-5-3"}, "GD01-089 Riddhe Marcenas: this Unit gets AP+1 while it has <Repair>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-004", pilot = "GD01-089", as = "guncannon"},
                                              {"GD01-018", pilot = "GD01-089", as = "rezel"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("guncannon"), 2 + 1 + 1, "Guncannon <Repair 1>: AP2 + Riddhe 1 + 1")
  eq(g:ap("rezel"), 4 + 1, "ReZEL has no <Repair>")
end)

-- NEEDS CORE: a <Repair> given by another card's constant effect (GD01-001 Gundam: "All
-- your (White Base Team) Units gain <Repair 1>") is not seen by a constant's condition
-- (script_constants gives conditions values without constant effects), so Riddhe on such a
-- Unit does not get AP+1 yet.  Left out:
--   game{ p1 = { battle = { "GD01-001", {"GD01-013", pilot = "GD01-089", as = "g"} } } } -> ap("g") == 3 + 1 + 1

scenario("13-2-5-1", "GD01-089 Riddhe Marcenas 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-089", as = "riddhe"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("riddhe"), "hand")
end)

------------------------------------------------------------------ GD01-091 Chang Wufei

scenario({"3-3-9-2", "10-1-5-3"},
         "GD01-091 Chang Wufei: during your turn a Unit with <Breach> takes no battle damage from a 3 or less AP Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-041", pilot = "GD01-091", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  eq(g:damage("shenlong"), 0, "GM's 2 battle damage is not received")
  g:expect_count(2, "shields", 2)   -- Shenlong's <Breach 3>
end)

scenario("10-1-5-3", "GD01-091 Chang Wufei: an enemy Unit with 4 AP still deals battle damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-041", pilot = "GD01-091", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " " .. c(g, "rezel"))
  eq(g:loc("rezel"), "trash")
  eq(g:loc("shenlong"), "trash", "4 damage on HP 4")
end)

scenario("10-1-5-3", "GD01-091 Chang Wufei: not during the opponent's turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD01-041", pilot = "GD01-091", rested = true, as = "shenlong"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "shenlong"))
  eq(g:damage("shenlong"), 2)
end)

scenario("10-1-5-3", "GD01-091 Chang Wufei: a Unit without <Breach> is not protected", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-018", pilot = "GD01-091", as = "rezel"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "gm"))
  eq(g:damage("rezel"), 2)
end)

scenario("13-2-5-1", "GD01-091 Chang Wufei 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-091", as = "wufei"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("wufei"), "hand")
end)

------------------------------------------------------------------ GD01-097 Guel Jeturk

scenario({"13-2-13-1", "3-3-9-2", "10-1-7-5"},
         "GD01-097 Guel Jeturk 【Activate･Main】: with 8 cards in the opponent's hand, set this Unit active; it can't attack",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-018", rested = true, pilot = {"GD01-097", as = "guel"},
                                               as = "rezel"}} },
                  p2 = { deck = 10, hand = 8 } }
  g:choose("activate " .. c(g, "guel") .. " 2")
  ok(not g:rested("rezel"), "set as active")
  g:expect_no_option("attack " .. c(g, "rezel") .. " p2")
  g:expect_no_option("activate " .. c(g, "guel") .. " 2")   -- 【Once per Turn】
end)

scenario({"10-2-1", "13-2-13-1"}, "GD01-097 Guel Jeturk: not with 7 cards in the opponent's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-018", rested = true, pilot = {"GD01-097", as = "guel"},
                                               as = "rezel"}} },
                  p2 = { deck = 10, hand = 7 } }
  g:expect_no_option("activate " .. c(g, "guel") .. " 2")
end)

scenario({"10-2-1", "12-3"},
         "GD01-097 Guel Jeturk in a team battle: one opponent with 8 cards in hand is enough, two with 5 each are not",
         function()
  local function board(hand3, hand4)
    return game{ players = 4, mode = "team",
                 p1 = { deck = 5, battle = {{"GD01-018", rested = true, pilot = {"GD01-097", as = "guel"},
                                              as = "rezel"}} },
                 p2 = { deck = 5 }, p3 = { deck = 5, hand = hand3 }, p4 = { deck = 5, hand = hand4 } }
  end
  local g = board(3, 8)
  g:expect_option("activate " .. c(g, "guel") .. " 2")
  g = board(5, 5)
  g:expect_no_option("activate " .. c(g, "guel") .. " 2")
end)

scenario("13-2-5-1", "GD01-097 Guel Jeturk 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-097", as = "guel"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("guel"), "hand")
end)

------------------------------------------------------------------ GD01-100 A Show of Resolve

scenario("10-1-8-1", "GD01-100 A Show of Resolve 【Main】: draw 2", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-100", as = "resolve"}} }, p2 = { deck = 10 } }
  g:choose("play " .. c(g, "resolve"))
  eq(g:loc("resolve"), "trash")
  g:expect_count(1, "hand", 2)
  g:expect_count(1, "deck", 8)
end)

------------------------------------------------------------------ GD01-107 First Contact

scenario("10-1-8-1", "GD01-107 First Contact 【Main】: place 1 rested Resource", function()
  local g = game{ p1 = { deck = 10, resources = 3, resource_deck = {"R-001", "R-001"},
                         hand = {{"GD01-107", as = "contact"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "contact"))
  g:expect_count(1, "resources", 4)
  g:expect_count(1, "resource_deck", 1)
  eq(rested_count(g, 1, "resources"), 4, "3 paid + 1 placed rested")
end)

scenario("13-2-5-1", "GD01-107 First Contact 【Burst】: place 1 EX Resource", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, resources = 2, resource_deck = {"R-001"},
                         shields = {"ST01-005", {"GD01-107", as = "contact"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_count(2, "resources", 3)
  g:expect_count(2, "resource_deck", 1)   -- an EX Resource, not one from the resource deck
  eq(g:loc("contact"), "trash")
  local top = g:cards(2, "resources")[3]
  ok(not g:rested(top), "the EX Resource is active")
end)

------------------------------------------------------------------ GD01-117 The Witch and the Bride

scenario({"10-1-8-1", "3-3-6"}, "GD01-117 The Witch and the Bride 【Main】: a chosen enemy Unit with 5 or less HP returns to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-117", as = "witch"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", pilot = {"ST01-010", as = "amuro"}, as = "rezel"},
                                              {"ST01-001", pilot = "ST01-010", as = "gundam"},
                                              {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "witch"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "rezel"))
  g:expect_option(c(g, "gundam"))      -- HP 4 + 1 = 5
  g:expect_no_option(c(g, "bigzam"))   -- HP 6
  g:choose(c(g, "rezel"))
  eq(g:loc("rezel"), "hand")
  eq(g:loc("amuro"), "hand", "its Pilot goes with it")
  g:expect_count(2, "hand", 2)
end)

scenario("10-1-8-1-1", "GD01-117 The Witch and the Bride can't be played without an enemy Unit with 5 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-117", as = "witch"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:expect_no_option("play " .. c(g, "witch"))
end)

scenario({"13-2-4-3", "9-3"}, "GD01-117 The Witch and the Bride 【Action】: returns the attacking Unit during the action step",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 5, hand = {{"GD01-117", as = "witch"}}, shields = 3 },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "witch"))
  eq(g:loc("rezel"), "hand")
  g:expect_count(1, "shields", 3)
end)

scenario("13-2-5-1", "GD01-117 The Witch and the Bride 【Burst】: its 【Main】 returns the attacker", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-117", as = "witch"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p2")
  g:choose("yes")
  eq(g:loc("rezel"), "hand")
  eq(g:loc("witch"), "trash")
end)

------------------------------------------------------------------ GD01-118 Overflowing Affection

scenario({"10-1-8-1", "5-20-2"}, "GD01-118 Overflowing Affection 【Main】: draw 2, then discard 1", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD01-018", as = "second"}, {"GD01-011", as = "first"}},
                         resources = 2, hand = {{"GD01-118", as = "affection"}, {"ST01-005", as = "old"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "affection"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(g:loc("first"), "hand")
  eq(g:loc("second"), "hand")
  g:choose(c(g, "old"))
  eq(g:loc("old"), "trash")
  g:expect_count(1, "hand", 2)
end)

------------------------------------------------------------------ GD01-124 Side 7

scenario("13-2-6-1", "GD01-124 Side 7 【Deploy】: add 1 of your Shields to your hand", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-124", as = "side7"}},
                         shields = {"ST01-005", {"GD01-018", as = "top"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "side7"))
  eq(g:loc("side7"), "base")
  eq(g:loc("top"), "hand")
  g:expect_count(1, "shields", 1)
end)

scenario({"10-1-7-2", "5-6"}, "GD01-124 Side 7 【Activate･Main】: rest it, a chosen friendly Unit recovers 1 HP", function()
  local g = game{ p1 = { deck = 10, base = {{"GD01-124", as = "side7"}},
                         battle = {{"GD01-018", damage = 2, as = "rezel"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", damage = 1, as = "enemy"}} } }
  g:choose("activate " .. c(g, "side7") .. " 3")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "rezel"))
  eq(g:damage("rezel"), 1)
  ok(g:rested("side7"), "the Base is rested")
  g:expect_no_option("activate " .. c(g, "side7") .. " 3")   -- already rested
end)

scenario("10-2-2", "GD01-124 Side 7: no friendly Unit, its 【Activate･Main】 is not offered", function()
  local g = game{ p1 = { deck = 10, base = {{"GD01-124", as = "side7"}} },
                  p2 = { deck = 10, battle = {"GD01-011"} } }
  g:expect_no_option("activate " .. c(g, "side7") .. " 3")
end)

scenario("13-2-5-1", "GD01-124 Side 7 【Burst】: deploy this card, and its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD01-124", as = "side7"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  eq(g:loc("side7"), "base")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "hand", 1)
end)

------------------------------------------------------------------ keyword-only cards of the decks

scenario("13-1-2", "GD01-030 Rick Dom: <Breach 2> is the core's (no script)", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 2)
end)
