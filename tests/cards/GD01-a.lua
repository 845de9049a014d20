-- GD01 booster set, cards GD01-001 to GD01-044 (blue and green Units): scenario tests
-- of their scripts.
--
-- Props without effect text: ST01-005 GM (Lv2 AP2 HP2, Earth Federation), GD01-011 Loto
-- (Lv2 AP2 HP2, Earth Federation), GD01-013 Gundam (Lv4 AP3 HP4, White Base Team),
-- GD01-018 ReZEL (Lv3 AP4 HP3), GD01-035 Zaku Ⅱ (Zeon Unit), ST03-005 Dra-C (Sleeves)
-- (Neo Zeon Unit), ST02-007 Leo (OZ), ST02-005 Maganac (green).  Blockers: ST01-008 Demi
-- Trainer (Lv1 AP1 HP1), ST02-008 Aries (Lv2 AP2 HP1), GD01-086 Gundam Lfrith (Lv3 AP2 HP4),
-- GD01-072 Launcher Strike Gundam (Lv4 AP3 HP4).  GD01-027 Big Zam (Lv7 AP5 HP6) as a
-- big rested target.  Pilots: ST02-010 Heero Yuy (Operation Meteor, AP+2 HP+1),
-- GD01-089 Riddhe Marcenas (Earth Federation, Lv3), ST03-011 Char Aznable (Zeon, Newtype,
-- Lv3), GD01-088 Banagher Links (Newtype, Lv5), GD01-093 Marida Cruz (Cyber-Newtype).
-- Filler shields and deck cards are GM.

local function rested_count(g, p, loc)
  local n = 0
  for _, id in ipairs(g:cards(p, loc)) do
    if g:rested(id) then n = n + 1 end
  end
  return n
end

local function copies(number, n)
  local t = {}
  for i = 1, n do t[i] = number end
  return t
end

-- Several of a player's effects triggered together are ordered by that player (10-1-6-5):
-- resolve the one whose label has `text` first (when another card's effect joins in).
local function first(g, text)
  if g:decision().kind == "order" then g:choose(text) end
end

------------------------------------------------------------------ GD01-001 Gundam

scenario({"10-1-5-1", "13-1-1-1"}, "GD01-001 Gundam: all your (White Base Team) Units gain <Repair 1>",
         function()
  local g = game{ turn = 3,
                  p1 = { deck = 10, battle = {{"GD01-001", as = "gundam"},
                                              {"GD01-013", damage = 2, as = "wbt"},
                                              {"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1, as = "enemy"}} } }
  g:end_main()
  while g:decision().kind == "order" do g:choose(1) end   -- the <Repair>s, in any order
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("wbt"), 1, "the other (White Base Team) Gundam recovered 1 HP")
  eq(g:damage("gm"), 1, "GM is not (White Base Team)")
  eq(g:damage("enemy"), 1, "not the enemy's Units")
end)

scenario({"10-1-5-1", "13-1-1-1"}, "GD01-001 Gundam: Units only -- a (White Base Team) Base gains nothing",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-001", as = "gundam"}, {"GD01-013", as = "wbt"}},
                         base = {{"ST01-015", as = "wb"}} },     -- White Base: (White Base Team) Base
                  p2 = { deck = 10 } }
  eq(g:keyword("wbt", "repair"), 1, "the (White Base Team) Unit gains <Repair 1>")
  eq(g:keyword("gundam", "repair"), 1, "and Gundam itself")
  eq(g:keyword("wb", "repair"), 0, "White Base is a Base, not a Unit")
end)

scenario({"10-1-5-1", "10-1-5-3"}, "GD01-001 Gundam: the <Repair> it gives is seen by GD01-089 Riddhe Marcenas",
         function()
  local g = game{ p1 = { deck = 10, battle = {"GD01-001", {"GD01-013", pilot = "GD01-089", as = "g"},
                                              {"ST01-005", pilot = "GD01-089", as = "gm"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("g"), 3 + 1 + 1, "GD01-013 Gundam has <Repair 1>: AP3 + Riddhe 1 + 1")
  eq(g:ap("gm"), 2 + 1, "GM has no <Repair>")
end)

scenario("13-2-9-1", "GD01-001 Gundam 【When Paired】: with 2 or more other Units in play, draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-001", as = "gundam"}, "ST01-005", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "gundam"))
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario({"13-2-9-1", "10-2-1"}, "GD01-001 Gundam 【When Paired】: only 1 other Unit, no draw", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-001", as = "gundam"}, "ST01-005"} },
                  p2 = { deck = 10, battle = {"ST01-005", "ST01-005"} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "gundam"))
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
end)

------------------------------------------------------------------ GD01-002 Unicorn Gundam (Destroy Mode)

scenario("13-2-7-1", "GD01-002 Unicorn Gundam (Destroy Mode) 【Attack】: rest a chosen enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-002", as = "unicorn"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "unicorn") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:choose(c(g, "rezel"))
  ok(g:rested("rezel"), "ReZEL rested")
  ok(not g:rested("gm"), "GM stays active")
end)

scenario({"13-2-7-1", "10-2-2"}, "GD01-002 Unicorn Gundam (Destroy Mode): no enemy Unit, the attack goes on", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-002", as = "unicorn"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "unicorn") .. " p2")
  g:expect_count(2, "shields", 1)
end)

------------------------------------------------------------------ GD01-003 Banshee (Destroy Mode)

scenario({"13-2-12-1", "13-2-7-1", "5-20-1", "13-1-5-1"},
         "GD01-003 Banshee (Destroy Mode) 【During Link】【Attack】: 12 trash cards to the deck, active, <First Strike>",
         function()
  local g = game{ p1 = { deck = 10, trash = copies("ST01-005", 13),
                         battle = {{"GD01-003", pilot = "GD01-093", as = "banshee"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  ok(g:linked("banshee"), "Marida Cruz links")
  g:choose("attack " .. c(g, "banshee") .. " " .. c(g, "bigzam"))
  first(g, "Banshee")
  g:expect_decision{ kind = "choose", player = 1, min = 12, max = 12 }
  local trash = g:cards(1, "trash")
  local twelve = {}
  for i = 1, 12 do twelve[i] = "c" .. trash[i] end
  g:choose(twelve)
  first(g, "Marida")
  g:expect_count(1, "trash", 1)
  g:expect_count(1, "deck", 22)
  ok(not g:rested("banshee"), "set as active")
  -- <First Strike>: AP 5 + 2 = 7 destroys Big Zam (HP6) before its AP5 hits back (HP 4 + 1 = 5).
  eq(g:loc("bigzam"), "trash")
  eq(g:loc("banshee"), "battle")
  eq(g:damage("banshee"), 0, "no damage taken")
  g:expect_option("attack " .. c(g, "banshee") .. " p2")  -- active again: it may attack again
end)

scenario({"Q100", "10-2-2", "13-2-7-1"},
         "GD01-003 Banshee (Destroy Mode): fewer than 12 cards in the trash, its 【Attack】 is not activated (not even ordered)",
         function()
  local g = game{ p1 = { deck = 10, trash = copies("ST01-005", 11),
                         battle = {{"GD01-003", pilot = "GD01-093", as = "banshee"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-011", as = "loto"}} } }
  g:choose("attack " .. c(g, "banshee") .. " p2")
  -- Marida Cruz's 【Attack】 alone is activated: no order to choose (10-1-6-5), its target at once
  g:expect_decision{ kind = "action", player = 1, prompt = "P1: main phase -- choose an action" }
  eq(g:damage("loto"), 1, "Marida Cruz's 1 damage, its only target")
  g:expect_count(1, "trash", 11)
  g:expect_count(1, "deck", 10)
  ok(g:rested("banshee"), "stays rested")
end)

scenario("13-2-12-1", "GD01-003 Banshee (Destroy Mode): not linked, its 【Attack】 does not trigger", function()
  local g = game{ p1 = { deck = 10, trash = copies("ST01-005", 12),
                         battle = {{"GD01-003", pilot = "ST02-010", as = "banshee"}} },
                  p2 = { deck = 10, shields = 2 } }
  ok(not g:linked("banshee"))
  g:choose("attack " .. c(g, "banshee") .. " p2")
  g:expect_count(1, "trash", 12)
  ok(g:rested("banshee"))
end)

------------------------------------------------------------------ GD01-006 Delta Plus

scenario({"13-2-12-1", "10-1-5-3"}, "GD01-006 Delta Plus 【During Link】: HP+1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-006", pilot = "GD01-089", as = "linked"},
                                              {"GD01-006", pilot = "ST02-010", as = "paired"},
                                              {"GD01-006", as = "alone"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("linked"), "Riddhe Marcenas (Earth Federation) links")
  eq(g:hp("linked"), 3 + 1 + 1, "HP3 + Riddhe 1 + 1")
  eq(g:hp("paired"), 3 + 1, "paired, not linked: HP3 + Heero 1")
  eq(g:hp("alone"), 3)
end)

------------------------------------------------------------------ GD01-007 Noin's Aries

scenario("13-2-8-1", "GD01-007 Noin's Aries 【Destroyed】: another (OZ) Unit in play, draw 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-007", as = "aries"}, "ST02-007"} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "aries") .. " " .. c(g, "rezel"))
  eq(g:loc("aries"), "trash")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario({"13-2-8-1", "10-2-1"}, "GD01-007 Noin's Aries: no other (OZ) Unit, no draw", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-007", as = "aries"}, "ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}, "ST02-007"} } }
  g:choose("attack " .. c(g, "aries") .. " " .. c(g, "rezel"))
  eq(g:loc("aries"), "trash")
  g:expect_count(1, "hand", 0)
end)

------------------------------------------------------------------ GD01-008 Guntank / GD01-020 Anksha

scenario("13-2-6-1", "GD01-008 Guntank 【Deploy】: 1 damage to the rested enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-008", as = "guntank"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rested"},
                                              {"GD01-018", as = "active"}} } }
  g:choose("play " .. c(g, "guntank"))
  eq(g:damage("rested"), 1)   -- the only rested one: no question
  eq(g:damage("active"), 0)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"13-2-6-1", "10-2-2"}, "GD01-008 Guntank: no rested enemy Unit, no damage", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-008", as = "guntank"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "guntank"))
  eq(g:loc("guntank"), "battle")
  eq(g:damage("gm"), 0)
end)

scenario("13-2-6-1", "GD01-020 Anksha 【Deploy】: choose 1 of the rested enemy Units, 1 damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-020", as = "anksha"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"},
                                              {"GD01-018", rested = true, as = "rezel"},
                                              {"GD01-011", as = "loto"}} } }
  g:choose("play " .. c(g, "anksha"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_no_option(c(g, "loto"))
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 1)
  eq(g:damage("rezel"), 0)
end)

scenario({"13-2-6-1", "10-2-2"}, "GD01-020 Anksha: no rested enemy Unit, no damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-020", as = "anksha"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", as = "loto"}} } }
  g:choose("play " .. c(g, "anksha"))
  eq(g:damage("loto"), 0)
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-010 Banshee (Unicorn Mode) / GD01-012 Zechs' Leo

scenario("13-2-9-1", "GD01-010 Banshee (Unicorn Mode) 【When Paired】: rest an enemy Unit with 3 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-010", as = "banshee"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"},
                                              {"ST01-001", as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "banshee"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gundam"))   -- HP4
  g:choose(c(g, "rezel"))
  ok(g:rested("rezel"))
  ok(not g:rested("gm"))
end)

scenario({"13-2-9-1", "10-2-2"}, "GD01-010 Banshee (Unicorn Mode): no enemy Unit with 3 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-010", as = "banshee"}} },
                  p2 = { deck = 10, battle = {{"ST01-001", as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "banshee"))
  ok(not g:rested("gundam"))
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-9-1", "GD01-012 Zechs' Leo 【When Paired】: rest an enemy Unit with 3 or less HP left", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-012", as = "leo"}} },
                  p2 = { deck = 10, battle = {{"ST01-001", damage = 1, as = "hurt"},
                                              {"ST01-001", as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "leo"))
  ok(g:rested("hurt"), "HP4 with 1 damage: the only target")
  ok(not g:rested("gundam"))
end)

------------------------------------------------------------------ GD01-014 G-Sky Easy

scenario({"13-2-12-1", "13-2-2-1", "13-2-13-1"},
         "GD01-014 G-Sky Easy 【During Link】【Activate･Action】【Once per Turn】: a Unit recovers 1 HP", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-014", pilot = "ST01-010", as = "sky"},
                                              {"ST01-005", damage = 1, as = "gm"},
                                              {"ST01-005", as = "a1"}, {"ST01-005", as = "a2"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD01-018", damage = 2, as = "enemy"}} } }
  ok(g:linked("sky"), "Amuro Ray (White Base Team) links")
  g:expect_no_option("activate " .. c(g, "sky") .. " 1")   -- an 【Activate･Action】: not in the main phase
  g:choose("attack " .. c(g, "a1") .. " p2")
  g:choose("activate " .. c(g, "sky") .. " 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "enemy"))                           -- "1 Unit": any Unit
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 0)
  g:choose("attack " .. c(g, "a2") .. " p2")
  g:expect_no_option("activate " .. c(g, "sky") .. " 1")   -- once per turn
end)

scenario("13-2-12-1", "GD01-014 G-Sky Easy: not linked, no 【Activate･Action】", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-014", pilot = "ST02-010", as = "sky"},
                                              {"ST01-005", damage = 1, as = "gm"},
                                              {"ST01-005", as = "a1"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "a1") .. " p2")
  g:expect_no_option("activate " .. c(g, "sky") .. " 1")
end)

------------------------------------------------------------------ GD01-015 Ball

scenario("13-2-7-1", "GD01-015 Ball 【Attack】: 1 of your Units recovers 1 HP", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-015", as = "ball"}, {"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", damage = 1, as = "enemy"}} } }
  g:choose("attack " .. c(g, "ball") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:expect_option(c(g, "ball"))
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 0)
end)

------------------------------------------------------------------ GD01-016 Jegan

scenario({"10-1-5-3", "10-1-5-2"}, "GD01-016 Jegan: 2 (Earth Federation) Units in play, cost -1 in the hand", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD01-016", as = "jegan"}},
                         battle = {"ST01-005", "GD01-011"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "jegan"))
  eq(g:loc("jegan"), "battle")
  eq(rested_count(g, 1, "resources"), 3, "paid 1")
end)

scenario("10-1-5-3", "GD01-016 Jegan: only 1 (Earth Federation) Unit, full cost", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD01-016", as = "jegan"}},
                         battle = {"ST01-005", "ST02-007"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "jegan"))
end)

------------------------------------------------------------------ GD01-019 Byarlant Custom

scenario({"10-1-5-3", "13-1-4-1"}, "GD01-019 Byarlant Custom: 4 enemy Units in play, it gains <Blocker>", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD01-019", as = "byarlant"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "atk"}, "ST01-005", "ST01-005", "ST01-005"} } }
  g:choose("attack " .. c(g, "atk") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("block " .. c(g, "byarlant"))
  ok(g:rested("byarlant"))
end)

scenario("10-1-5-3", "GD01-019 Byarlant Custom: 3 enemy Units, no <Blocker>", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD01-019", as = "byarlant"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "atk"}, "ST01-005", "ST01-005"} } }
  g:choose("attack " .. c(g, "atk") .. " p1")
  g:expect_no_option("block " .. c(g, "byarlant"))
end)

------------------------------------------------------------------ GD01-023 Char's Gelgoog

scenario({"13-2-1-1", "10-1-7-2", "3-2-6-2"},
         "GD01-023 Char's Gelgoog 【Activate･Main】: discard a (Zeon) Unit card, pair a (Newtype) Pilot from the trash",
         function()
  local g = game{ p1 = { deck = 10, hand = {{"GD01-035", as = "zaku"}, {"ST01-005", as = "gm"}},
                         trash = {{"ST03-011", as = "char"}, {"ST01-010", as = "amuro"}, {"GD01-089", as = "riddhe"}},
                         battle = {{"GD01-023", as = "gelgoog"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "gelgoog") .. " 1")
  eq(g:loc("zaku"), "trash", "the (Zeon) Unit card is discarded")
  eq(g:loc("gm"), "hand")
  -- Char (Lv3, Newtype) is the only candidate: Amuro is Lv4, Riddhe is not (Newtype)
  eq(g:loc("char"), "battle")
  ok(g:paired("gelgoog"), "paired")
  ok(g:linked("gelgoog"), "Char Aznable meets the link condition")
  eq(g:ap("gelgoog"), 4 + 1)
  g:expect_no_option("activate " .. c(g, "gelgoog") .. " 1")   -- no (Zeon) Unit card left to discard
end)

scenario({"Q100", "10-2-1", "10-3-1-1", "13-2-1-1"},
         "GD01-023 Char's Gelgoog: already paired, it would pay its cost for nothing: it can't be activated",
         function()
  local g = game{ p1 = { deck = 10, hand = {{"ST03-005", as = "drac"}},
                         trash = {{"ST03-011", as = "char"}},
                         battle = {{"GD01-023", pilot = "GD01-089", as = "gelgoog"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "gelgoog") .. " 1")
  eq(g:loc("drac"), "hand", "no cost paid")
end)

scenario({"Q100", "10-2-2", "10-1-7-2", "13-2-1-1"},
         "GD01-023 Char's Gelgoog: no (Newtype) Pilot card of Lv.3 or lower in the trash: it can't be activated",
         function()
  local g = game{ p1 = { deck = 10, hand = {{"GD01-035", as = "zaku"}},
                         trash = {{"ST01-010", as = "amuro"}, {"GD01-089", as = "riddhe"}},  -- Lv4; not (Newtype)
                         battle = {{"GD01-023", as = "gelgoog"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "gelgoog") .. " 1")
  eq(g:loc("zaku"), "hand", "the cost is not paid for nothing")
end)

scenario({"Q100", "10-1-7-2", "10-1-7-4", "13-2-1-1"},
         "GD01-023 Char's Gelgoog: no (Zeon)/(Neo Zeon) Unit card to discard: the cost can't be paid, it is not offered",
         function()
  local g = game{ p1 = { deck = 10, hand = {{"ST01-005", as = "gm"}, {"ST03-011", as = "char2"}},  -- a Unit not (Zeon); a Pilot
                         trash = {{"ST03-011", as = "char"}},
                         battle = {{"GD01-023", as = "gelgoog"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "gelgoog") .. " 1")
  local done, why = g:try_action("activate " .. c(g, "gelgoog") .. " 1")
  ok(not done, "refused")
  ok(why and why:find("its cost can't be paid", 1, true), "the reason names the cost: " .. tostring(why))
  eq(g:loc("gm"), "hand")
  eq(g:loc("char"), "trash", "nothing paired")
end)

scenario({"10-1-7-2", "13-2-1-1"}, "GD01-023 Char's Gelgoog: the cost is paid before the Pilot is chosen", function()
  local g = game{ p1 = { deck = 10, hand = {{"GD01-035", as = "zaku"}, {"ST03-005", as = "drac"}},
                         trash = {{"ST03-011", as = "char"}, {"GD01-087", as = "sayla"}},
                         battle = {{"GD01-023", as = "gelgoog"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "gelgoog") .. " 1")
  g:expect_decision{ kind = "choose", prompt = "P1: Discard 1 (Zeon)/(Neo Zeon) Unit card" }
  g:choose(c(g, "drac"))
  eq(g:loc("drac"), "trash", "discarded first")
  g:expect_decision{ kind = "choose", prompt = "P1: Choose 1 (Newtype) Pilot card that is Lv.3 or lower" }
  g:choose(c(g, "char"))
  ok(g:linked("gelgoog"), "Char Aznable paired: a Link Unit")
  eq(g:loc("zaku"), "hand")
end)

scenario({"10-1-7-2", "13-2-1-1"}, "GD01-023 Char's Gelgoog: no (Zeon)/(Neo Zeon) Unit card in the hand, no activation",
         function()
  local g = game{ p1 = { deck = 10, hand = {"ST01-005", "ST03-011"}, trash = {"ST03-011"},
                         battle = {{"GD01-023", as = "gelgoog"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "gelgoog") .. " 1")
end)

scenario("13-2-1-1", "GD01-023 Char's Gelgoog: a choice of (Newtype) Pilots; not a Link Pilot", function()
  local g = game{ p1 = { deck = 10, hand = {"GD01-035"},
                         trash = {{"ST03-011", as = "char"}, {"GD01-087", as = "sayla"}},
                         battle = {{"GD01-023", as = "gelgoog"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "gelgoog") .. " 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "sayla"))
  eq(g:loc("sayla"), "battle")
  ok(g:paired("gelgoog"))
  ok(not g:linked("gelgoog"), "Sayla Mass is no [Char Aznable]")
  eq(g:loc("char"), "trash")
end)

------------------------------------------------------------------ GD01-024 Wing Gundam Zero

scenario("13-2-6-1", "GD01-024 Wing Gundam Zero 【Deploy】: 3 damage to all Units that are Lv.5 or lower", function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"GD01-024", as = "zero"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-002", as = "ma"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"},
                                              {"ST01-001", as = "gundam"}} } }
  g:choose("play " .. c(g, "zero"))
  eq(g:loc("gm"), "trash", "your own Units too")
  eq(g:loc("ma"), "trash", "Lv.5")
  eq(g:loc("rezel"), "trash")
  eq(g:damage("gundam"), 3, "Lv4 HP4: survives with 3 damage")
  eq(g:damage("bigzam"), 0, "Lv7")
  eq(g:damage("zero"), 0, "Lv8")
end)

------------------------------------------------------------------ GD01-025 Gundam Deathscythe

scenario({"13-2-9-2", "5-20-2", "13-1-5-1"},
         "GD01-025 Gundam Deathscythe 【When Paired･(Operation Meteor) Pilot】: a rested Resource, then <First Strike>",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, resource_deck = {"R-001"}, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-025", as = "ds"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "ds"))
  g:expect_count(1, "resources", 5)
  eq(rested_count(g, 1, "resources"), 2, "Heero's cost and the new rested Resource")
  -- AP 5 + 2 = 7 destroys Big Zam (HP6) first; its AP5 would destroy Deathscythe (HP 4 + 1).
  g:choose("attack " .. c(g, "ds") .. " " .. c(g, "bigzam"))
  eq(g:loc("bigzam"), "trash")
  eq(g:damage("ds"), 0)
end)

scenario({"13-2-9-2", "5-20-2"}, "GD01-025 Gundam Deathscythe: no Resource left to place, <First Strike> all the same",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-025", as = "ds"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "ds"))
  g:expect_count(1, "resources", 4)
  g:choose("attack " .. c(g, "ds") .. " " .. c(g, "bigzam"))
  eq(g:loc("bigzam"), "trash")
  eq(g:damage("ds"), 0)
end)

scenario({"13-2-9-2", "13-1-5-1"}, "GD01-025 Gundam Deathscythe: the <First Strike> ends with the turn", function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-025", as = "ds"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "ds"))
  g:end_main()
  g:expect_state{ turn = 3, active = 2 }
  g:choose("attack " .. c(g, "bigzam") .. " p1")   -- rests Big Zam for P1's next turn
  g:end_main()
  g:expect_state{ turn = 4, active = 1 }
  g:choose("attack " .. c(g, "ds") .. " " .. c(g, "bigzam"))
  eq(g:loc("ds"), "trash", "no <First Strike> now: Big Zam's AP5 hits back at the same time")
  eq(g:loc("bigzam"), "trash")
end)

scenario("13-2-9-2", "GD01-025 Gundam Deathscythe: a Pilot that is not (Operation Meteor), nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, resource_deck = {"R-001"}, hand = {{"GD01-089", as = "riddhe"}},
                         battle = {{"GD01-025", as = "ds"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "ds"))
  g:expect_count(1, "resources", 4)
  g:choose("attack " .. c(g, "ds") .. " " .. c(g, "bigzam"))
  eq(g:loc("ds"), "trash", "AP 6 against HP6, AP5 against HP5: both destroyed")
  eq(g:loc("bigzam"), "trash")
end)

------------------------------------------------------------------ GD01-026 Char's Zaku II

scenario({"13-2-10-1", "13-2-8-1", "13-2-8-2-1"},
         "GD01-026 Char's Zaku Ⅱ 【During Pair】【Destroyed】: deploy a rested [Char's Zaku Ⅱ] token", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-026", pilot = "ST03-011", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "zaku") .. " " .. c(g, "rezel"))
  eq(g:loc("zaku"), "trash")
  local units = g:cards(1, "battle")
  eq(#units, 1, "one token")
  eq(g:number(units[1]), "T-006")
  ok(g:rested(units[1]), "deployed rested")
  eq(g:ap(units[1]), 3)
  eq(g:hp(units[1]), 1)
end)

scenario({"13-2-10-1", "13-2-8-1"}, "GD01-026 Char's Zaku Ⅱ: no Pilot, no token", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-026", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("attack " .. c(g, "zaku") .. " " .. c(g, "rezel"))
  eq(g:loc("zaku"), "trash")
  g:expect_count(1, "battle", 0)
end)

------------------------------------------------------------------ GD01-027 Big Zam

scenario({"13-2-6-1", "10-2-1", "5-19-1"}, "GD01-027 Big Zam 【Deploy】: 10 (Zeon)/(Neo Zeon) Unit cards in the trash, 4 damage to all <Blocker>s",
         function()
  local trash = copies("GD01-035", 9)
  trash[10] = "ST03-005"
  local g = game{ p1 = { deck = 10, resources = 7, trash = trash, hand = {{"GD01-027", as = "bigzam"}},
                         battle = {{"ST01-008", as = "demi"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-086", as = "lfrith"}, {"ST02-008", as = "aries"},
                                              {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "bigzam"))
  eq(g:loc("demi"), "trash", "your own <Blocker> too")
  eq(g:loc("lfrith"), "trash", "HP4")
  eq(g:loc("aries"), "trash")
  eq(g:damage("gm"), 0)
  eq(g:damage("rezel"), 0)
  eq(g:damage("bigzam"), 0)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD01-027 Big Zam: 9 (Zeon) Unit cards (and a (Zeon) Pilot) are not enough", function()
  local trash = copies("GD01-035", 9)
  trash[10] = "ST03-011"
  trash[11] = "ST01-005"
  local g = game{ p1 = { deck = 10, resources = 7, trash = trash, hand = {{"GD01-027", as = "bigzam"}} },
                  p2 = { deck = 10, battle = {{"GD01-086", as = "lfrith"}} } }
  g:choose("play " .. c(g, "bigzam"))
  eq(g:damage("lfrith"), 0)
end)

------------------------------------------------------------------ GD01-029 Shenlong Gundam

scenario("13-2-7-1", "GD01-029 Shenlong Gundam 【Attack】: destroy an enemy <Blocker> that is Lv.3 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-029", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"ST02-008", as = "aries"}, {"GD01-086", as = "lfrith"},
                                   {"GD01-072", as = "launcher"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "aries"))
  g:expect_no_option(c(g, "launcher"))   -- Lv4
  g:expect_no_option(c(g, "gm"))         -- no <Blocker>
  g:choose(c(g, "lfrith"))
  eq(g:loc("lfrith"), "trash")
  eq(g:loc("aries"), "battle")
end)

scenario({"13-2-7-1", "10-2-2"}, "GD01-029 Shenlong Gundam: only a Lv.4 <Blocker>, nothing destroyed", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-029", as = "shenlong"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-072", as = "launcher"}} } }
  g:choose("attack " .. c(g, "shenlong") .. " p2")
  eq(g:loc("launcher"), "battle")
  g:expect_decision{ kind = "action", player = 2 }   -- the block step: it may block
end)

------------------------------------------------------------------ GD01-032 Gyan

scenario("13-2-9-2", "GD01-032 Gyan 【When Paired･(Zeon) Pilot】: destroy an enemy <Blocker> that is Lv.2 or lower",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST03-011", as = "char"}},
                         battle = {{"GD01-032", as = "gyan"}} },
                  p2 = { deck = 10, battle = {{"ST02-008", as = "aries"}, {"ST01-008", as = "demi"},
                                              {"GD01-086", as = "lfrith"}} } }
  g:choose("pair " .. c(g, "char") .. " " .. c(g, "gyan"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "lfrith"))   -- Lv3
  g:choose(c(g, "aries"))
  eq(g:loc("aries"), "trash")
  eq(g:loc("demi"), "battle")
end)

scenario("13-2-9-2", "GD01-032 Gyan: a Pilot that is not (Zeon), nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-032", as = "gyan"}} },
                  p2 = { deck = 10, battle = {{"ST02-008", as = "aries"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "gyan"))
  eq(g:loc("aries"), "battle")
end)

------------------------------------------------------------------ GD01-038 Adzam

scenario({"13-2-6-1", "10-2-1"}, "GD01-038 Adzam 【Deploy】: 5 enemy Units in play, 1 damage to all enemy Units", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-038", as = "adzam"}},
                         battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}, {"ST01-005", as = "gm"}, "ST01-005",
                                              "ST01-005", {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "adzam"))
  eq(g:loc("demi"), "trash")
  eq(g:damage("gm"), 1)
  eq(g:damage("rezel"), 1)
  eq(g:damage("mine"), 0)
  eq(g:damage("adzam"), 0)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD01-038 Adzam: 4 enemy Units, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-038", as = "adzam"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}, "ST01-005", "ST01-005", "ST01-005"} } }
  g:choose("play " .. c(g, "adzam"))
  eq(g:loc("demi"), "battle")
end)

------------------------------------------------------------------ GD01-039 Dopp

scenario({"13-2-6-1", "10-3-5"}, "GD01-039 Dopp 【Deploy】: the top card of the deck to the bottom", function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", {"GD01-018", as = "top"}}, resources = 1,
                         hand = {{"GD01-039", as = "dopp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "dopp"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("The bottom of your deck")
  eq(g:cards(1, "deck")[1], g:card("top"), "now the bottom card")
  g:expect_count(1, "deck", 3)
end)

scenario("13-2-6-1", "GD01-039 Dopp: the top card may stay on top", function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", {"GD01-018", as = "top"}}, resources = 1,
                         hand = {{"GD01-039", as = "dopp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "dopp"))
  g:choose("The top of your deck")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("top"), "still the top card")
end)

------------------------------------------------------------------ GD01-042 Duo's Leo

scenario("8-2-1", "GD01-042 Duo's Leo may attack an active enemy Unit that is Lv.2 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-042", as = "leo"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy_gm"}, {"GD01-018", as = "rezel"}} } }
  g:expect_option("attack " .. c(g, "leo") .. " " .. c(g, "enemy_gm"))
  g:expect_no_option("attack " .. c(g, "leo") .. " " .. c(g, "rezel"))      -- Lv3
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "enemy_gm"))     -- only this Unit
end)

------------------------------------------------------------------ GD01-043 Rasid's Maganac

scenario({"13-2-6-1", "8-2-1"},
         "GD01-043 Rasid's Maganac 【Deploy】: a green Unit may attack active enemy Units with 4 or less AP this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-043", as = "rasid"}},
                         battle = {{"ST02-005", as = "maganac"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:expect_no_option("attack " .. c(g, "maganac") .. " " .. c(g, "rezel"))
  g:choose("play " .. c(g, "rasid"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "rasid"))
  g:expect_no_option(c(g, "gm"))   -- blue
  g:choose(c(g, "maganac"))
  -- the narration names the rule and the card it comes from (not "Card #N: ?")
  ok(logged(g, "Maganac #" .. g:card("maganac") .. " gains a rule of Rasid's Maganac: it may " ..
                "choose an active enemy Unit with 4 or less AP as its attack target"), "narrated")
  g:expect_option("attack " .. c(g, "maganac") .. " " .. c(g, "rezel"))
  g:expect_no_option("attack " .. c(g, "maganac") .. " " .. c(g, "bigzam"))   -- AP5
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "rezel"))
  -- until the end of the turn
  g:end_main()
  g:expect_state{ turn = 3, active = 2 }
  g:end_main()
  g:expect_state{ turn = 4, active = 1 }
  g:expect_no_option("attack " .. c(g, "maganac") .. " " .. c(g, "rezel"))
end)

------------------------------------------------------------------ GD01-044 Kshatriya

scenario({"13-2-9-2", "5-19-1"}, "GD01-044 Kshatriya 【When Paired･(Newtype) Pilot】: 1 damage to 1 to 2 enemy Units", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-088", as = "banagher"}},
                         battle = {{"GD01-044", as = "kshatriya"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"},
                                              {"ST01-008", as = "demi"}} } }
  g:choose("pair " .. c(g, "banagher") .. " " .. c(g, "kshatriya"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:choose{ c(g, "gm"), c(g, "rezel") }
  eq(g:damage("gm"), 1)
  eq(g:damage("rezel"), 1)
  eq(g:loc("demi"), "battle")
end)

scenario({"13-2-9-2", "5-19-1"}, "GD01-044 Kshatriya: a (Cyber-Newtype) Pilot, 1 enemy Unit chosen", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-093", as = "marida"}},
                         battle = {{"GD01-044", as = "kshatriya"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-008", as = "demi"}} } }
  g:choose("pair " .. c(g, "marida") .. " " .. c(g, "kshatriya"))
  g:choose{ c(g, "demi") }
  eq(g:loc("demi"), "trash")
  eq(g:damage("gm"), 0)
end)

scenario("13-2-9-2", "GD01-044 Kshatriya: a Pilot that is neither, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD01-044", as = "kshatriya"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "kshatriya"))
  eq(g:damage("gm"), 0)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"5-7-1", "7-5-2-2", "13-2-8-1"}, "GD01-002 Unicorn Gundam (Destroy Mode): destroy a Lv.5 Unicorn Mode Link Unit to play it as Lv.0, cost 0", function()
  local g = game{ p1 = { deck = 10, resources = 0, hand = {{"GD01-002", as = "destroy"}},
                         battle = {{"GD01-005", pilot = {"GD01-088", as = "banagher"}, as = "unicorn"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("unicorn"), "Unicorn Mode is linked")
  g:expect_no_option("play c" .. g:card("destroy"))                -- no Resources: not the ordinary way
  g:expect_option("play c" .. g:card("destroy") .. " by 1")         -- its own text: Lv.0, cost 0
  g:choose("play c" .. g:card("destroy") .. " by 1")
  g:expect_loc("unicorn", "trash")
  g:expect_loc("destroy", "battle")                                -- played before the trigger resolves
  -- Unicorn Mode's 【During Link】【Destroyed】: Banagher back to the hand, then discard 1
  -- (Banagher is the only card in the hand: discarded).
  g:expect_loc("banagher", "trash")
  eq(g:count(1, "resources"), 0)
end)

scenario({"10-1-7-4", "10-2-1"}, "GD01-002: without a Lv.5 Unicorn Mode Link Unit (its declared destroy cost) there is no other way to play it", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD01-002", as = "destroy"}},
                         battle = {{"GD01-005", as = "unicorn"}} },            -- not linked
                  p2 = { deck = 10 } }
  g:expect_no_option("play c" .. g:card("destroy") .. " by 1")
  g:expect_option("play c" .. g:card("destroy"))                   -- the ordinary way, for its cost
end)
