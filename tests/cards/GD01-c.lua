-- GD01-094 .. GD01-130 (Pilots, Commands and Bases of the booster set): scenario tests of
-- their scripts (scripts/cards/GD01/).
--
-- Props without effect text: ST01-005 GM (Blue, Lv.2, AP2 HP2, Earth Federation),
-- ST01-003 Guncannon (Lv.3, AP2 HP4, Earth Federation), ST01-007 Gundam Aerial (Bit on Form)
-- (White, Lv.4, AP3 HP4, Academy), GD01-011 Loto (Lv.2, AP2 HP2, links with an (Earth
-- Federation) Pilot), GD01-018 ReZEL (Lv.3, AP4 HP3), GD01-051 Kshatriya (Red, Lv.4, AP3 HP4,
-- Neo Zeon), GD01-064 DINN (Red, Lv.2, AP3 HP2, ZAFT), ST04-008 Ginn (Lv.2, AP2 HP2, ZAFT),
-- ST02-005 Maganac (Lv.2, AP3 HP2, Maganac Corps), ST03-007 Zaku Ⅰ (Lv.1, AP1 HP2, Zeon),
-- GD01-031 Gelgoog (Lv.4, AP4 HP3, Zeon).  Keyword-only props: ST01-008 Demi Trainer (White,
-- Lv.1, AP1 HP1, <Blocker>, Academy), ST04-004 Moebius (Lv.1, AP1 HP1, <Blocker>), ST02-001
-- Wing Gundam (Lv.6, AP4 HP5, <Breach 5>; it may attack active Lv.4 or lower Units),
-- GD01-027 Big Zam (Lv.7, AP5 HP6, <Breach 4>), GD01-024 Wing Gundam Zero (G Team, Lv.8),
-- GD01-046 Buster Gundam (link [Dearka Elthman]).  Pilots used as props: GD01-089 Riddhe
-- Marcenas (Earth Federation, AP+1 HP+1), ST01-010 Amuro Ray (AP+2 HP+1), ST02-010 Heero Yuy.
-- Filler deck cards and shields are GM.

local function rested_count(g, p, loc)
  local n = 0
  for _, id in ipairs(g:cards(p, loc)) do
    if g:rested(id) then n = n + 1 end
  end
  return n
end

-- P1 attacks P2 with a GM; P2's top Shield is `card` (named `as`): its 【Burst】 is offered.
local function burst_board(card, as, p1, p2)
  p1 = p1 or {}
  p2 = p2 or {}
  p1.deck = p1.deck or 10
  p1.battle = p1.battle or {}
  table.insert(p1.battle, 1, {"ST01-005", as = "attacker"})
  p2.deck = p2.deck or 10
  p2.shields = {"ST01-005", "ST01-005", {card, as = as}}
  return game{ p1 = p1, p2 = p2 }
end

local function burst_yes(g)
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
end

------------------------------------------------------------------ GD01-094 Yzak Jule

-- Yzak's Unit: GD01-051 (AP3 HP4) + Yzak (AP+1 HP+1) = AP4 HP5.  The enemy Link Unit: Loto
-- with Riddhe (AP3 HP3).
scenario({"3-3-9-2", "10-1-6-1"}, "GD01-094 Yzak Jule: an enemy Link Unit destroyed by this Unit's attack, draw 1",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-051", pilot = "GD01-094", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", pilot = "GD01-089", rested = true, as = "loto"}} } }
  ok(g:linked("loto"), "Loto links with Riddhe")
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "loto"))
  eq(g:loc("loto"), "trash")
  eq(g:loc("unit"), "battle", "3 damage on HP 5")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario("10-1-6-2", "GD01-094 Yzak Jule: an enemy Unit that is not a Link Unit draws nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-051", pilot = "GD01-094", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", pilot = "GD01-089", rested = true, as = "rezel"}} } }
  ok(not g:linked("rezel"), "ReZEL has no link condition")
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "rezel"))
  eq(g:loc("rezel"), "trash")
  g:expect_count(1, "hand", 0)
end)

scenario({"13-2-13-1", "10-1-6-1", "8-4-1"},
         "GD01-094 Yzak Jule: effect damage during its attack counts too, but only once per turn", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zeon"}},
                         battle = {{"GD01-051", pilot = "GD01-094", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", pilot = "GD01-089", rested = true, as = "target"},
                                              {"GD01-011", pilot = "GD01-089", damage = 2, as = "other"}} } }
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "target"))
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "zeon"))
  g:choose(c(g, "other"))
  eq(g:loc("other"), "trash", "1 damage on the last HP")
  -- nothing more to play: the battle goes on to the damage step
  eq(g:loc("target"), "trash")
  g:expect_count(1, "hand", 1)            -- Zeon Remnant Forces played, 1 drawn; no second draw
  g:expect_count(1, "deck", 9)
end)

scenario("10-1-6-2", "GD01-094 Yzak Jule: not while this Unit is not attacking", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zeon"}},
                         battle = {{"GD01-051", pilot = "GD01-094", as = "unit"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, battle = {{"GD01-011", pilot = "GD01-089", damage = 2, as = "hurt"},
                                              {"GD01-011", pilot = "GD01-089", rested = true, as = "loto"}} } }
  -- in the main phase, by a Command
  g:choose("play " .. c(g, "zeon"))
  g:choose(c(g, "hurt"))
  eq(g:loc("hurt"), "trash")
  g:expect_count(1, "hand", 0)
  -- another Unit's attack
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "loto"))
  eq(g:loc("loto"), "trash")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
end)

-- NEEDS CORE: when Yzak's Unit and the enemy Link Unit it attacks destroy each other, the
-- effect should trigger (both are destroyed at once, 11-3-1, 8-5-3-2-3, and this Unit was
-- attacking), but rules.c destruction_check moves each doomed card to the trash right after
-- its own "destroyed" event, so when the enemy Unit's event comes Yzak may already be gone
-- (it is when Yzak's owner is the lower player number).  Emitting every EV_DESTROYED first and
-- moving the cards afterwards would fix it.  Left out:
--   p1 = { battle = {{"GD01-064", pilot = "GD01-094", as = "unit"}} }   -- AP4 HP3
--   p2 = { battle = {{"GD01-011", pilot = "GD01-089", rested = true, as = "loto"}} } -- AP3 HP3
--   attack unit -> loto: both in the trash, P1 hand 1

scenario("13-2-5-1", "GD01-094 Yzak Jule 【Burst】: add this card to your hand", function()
  local g = burst_board("GD01-094", "yzak")
  burst_yes(g)
  eq(g:loc("yzak"), "hand")
end)

------------------------------------------------------------------ GD01-095 Dearka Elthman

scenario({"13-2-11-1", "5-20-1"}, "GD01-095 Dearka Elthman 【When Linked】: discard 1, then draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 3,
                         hand = {{"GD01-095", as = "dearka"}, {"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}},
                         battle = {{"GD01-046", as = "buster"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "dearka") .. " " .. c(g, "buster"))
  ok(g:linked("buster"), "GD01-046 links with Dearka")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:choose(c(g, "gc"))
  eq(g:loc("gc"), "trash")
  eq(g:loc("gm"), "hand")
  g:expect_count(1, "hand", 2)
  g:expect_count(1, "deck", 9)
end)

scenario("5-20-1", "GD01-095 Dearka Elthman: with no card to discard, no draw", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-095", as = "dearka"}},
                         battle = {{"GD01-046", as = "buster"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "dearka") .. " " .. c(g, "buster"))
  ok(g:linked("buster"))
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
end)

scenario("13-2-11-1", "GD01-095 Dearka Elthman: paired without a link, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-095", as = "dearka"}, {"ST01-005", as = "gm"}},
                         battle = {{"GD01-051", as = "unit"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "dearka") .. " " .. c(g, "unit"))
  ok(g:paired("unit") and not g:linked("unit"))
  eq(g:loc("gm"), "hand")
  g:expect_count(1, "deck", 10)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-5-1", "GD01-095 Dearka Elthman 【Burst】: add this card to your hand", function()
  local g = burst_board("GD01-095", "dearka")
  burst_yes(g)
  eq(g:loc("dearka"), "hand")
end)

------------------------------------------------------------------ GD01-096 Cagalli Yula Athha

scenario({"3-3-9-2", "10-1-5-3", "13-1-3"}, "GD01-096 Cagalli Yula Athha: a white Unit gains <Blocker>, a blue one does not",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 3,
                         battle = {{"ST01-007", pilot = "GD01-096", as = "aerial"},
                                   {"ST01-005", pilot = "GD01-096", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:expect_state{ step = "block step" }
  g:expect_decision{ player = 1 }
  g:expect_option("block " .. c(g, "aerial"))
  g:expect_no_option("block " .. c(g, "gm"))
  g:choose("block " .. c(g, "aerial"))
  ok(g:rested("aerial"))
  g:expect_count(1, "shields", 3)
  eq(g:damage("aerial"), 4)
end)

scenario("13-2-5-1", "GD01-096 Cagalli Yula Athha 【Burst】: add this card to your hand", function()
  local g = burst_board("GD01-096", "cagalli")
  burst_yes(g)
  eq(g:loc("cagalli"), "hand")
end)

------------------------------------------------------------------ GD01-098 Elan Ceres

-- P2's Demi Trainer (AP1) attacks P1; P1's Aerial (AP3 HP4) carries Elan (AP+2 HP+1).
scenario({"10-1-7-1", "13-2-13-1", "8-4-1", "3-3-9-2"},
         "GD01-098 Elan Ceres 【Activate･Action】: this Unit recovers 1 HP, once per turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 3,
                         battle = {{"ST01-007", pilot = {"GD01-098", as = "elan"}, damage = 3, as = "aerial"}} },
                  p2 = { deck = 10, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "demi") .. " p1")
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("activate " .. c(g, "elan") .. " 2")
  eq(g:damage("aerial"), 2)
  g:expect_no_option("activate " .. c(g, "elan") .. " 2")
end)

scenario("10-3-1-1", "GD01-098 Elan Ceres: no enemy Unit with 1 or less AP, it can't be activated", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 3, hand = {"ST01-014"}, resources = 3,
                         battle = {{"ST01-007", pilot = {"GD01-098", as = "elan"}, damage = 3, as = "aerial"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("activate " .. c(g, "elan") .. " 2")
end)

scenario("13-2-5-1", "GD01-098 Elan Ceres 【Burst】: add this card to your hand", function()
  local g = burst_board("GD01-098", "elan")
  burst_yes(g)
  eq(g:loc("elan"), "hand")
end)

------------------------------------------------------------------ GD01-099 Intercept Orders

scenario({"10-1-8-1", "10-2-2"}, "GD01-099 Intercept Orders 【Main】: rest 1 to 2 enemy Units with 3 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-099", as = "orders"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"},
                                              {"ST01-003", as = "gc"}, {"ST01-003", damage = 1, as = "hurt"}} } }
  g:choose("play " .. c(g, "orders"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_option(c(g, "gm"))
  g:expect_option(c(g, "rezel"))
  g:expect_option(c(g, "hurt"))          -- HP 4 with 1 damage
  g:expect_no_option(c(g, "gc"))         -- HP 4
  g:choose({c(g, "gm"), c(g, "hurt")})
  ok(g:rested("gm") and g:rested("hurt"))
  ok(not g:rested("rezel") and not g:rested("gc"))
end)

scenario("10-1-8-1", "GD01-099 Intercept Orders: one Unit is enough", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-099", as = "orders"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "orders"))
  g:choose(c(g, "rezel"))
  ok(g:rested("rezel"))
  ok(not g:rested("gm"))
end)

scenario("10-1-8-1-1", "GD01-099 Intercept Orders can't be played without an enemy Unit with 3 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-099", as = "orders"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}} } }
  g:expect_no_option("play " .. c(g, "orders"))
end)

scenario({"8-4-1", "10-1-8-1"}, "GD01-099 Intercept Orders 【Action】: played in the action step", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, shields = 3, hand = {{"GD01-099", as = "orders"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "orders"))
  g:choose(c(g, "gm"))
  ok(g:rested("gm"))
end)

scenario("13-2-5-1", "GD01-099 Intercept Orders 【Burst】: rest 1 enemy Unit with 5 or less HP", function()
  local g = burst_board("GD01-099", "orders", { battle = {{"ST02-001", as = "wing"}, {"GD01-027", as = "bigzam"}} })
  burst_yes(g)
  g:expect_decision{ kind = "choose", player = 2 }
  g:expect_option(c(g, "wing"))          -- HP 5
  g:expect_no_option(c(g, "bigzam"))     -- HP 6
  g:choose(c(g, "wing"))
  ok(g:rested("wing"))
  eq(g:loc("orders"), "trash")
end)

------------------------------------------------------------------ GD01-101 Deep Devotion

scenario("10-1-8-1", "GD01-101 Deep Devotion: a friendly Link Unit recovers 3 HP", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-101", as = "devotion"}},
                         battle = {{"GD01-011", pilot = "GD01-089", damage = 2, as = "loto"},
                                   {"GD01-051", pilot = "GD01-089", damage = 3, as = "other"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "devotion"))    -- the only Link Unit: no question
  eq(g:damage("loto"), 0, "2 damage recovered (no more than it has)")
  eq(g:damage("other"), 3, "not a Link Unit")
end)

scenario("10-1-8-1-1", "GD01-101 Deep Devotion can't be played without a friendly Link Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-101", as = "devotion"}},
                         battle = {{"GD01-051", pilot = "GD01-089", damage = 3}} },
                  p2 = { deck = 10, battle = {{"GD01-011", pilot = "GD01-089", damage = 2}} } }
  g:expect_no_option("play " .. c(g, "devotion"))
end)

scenario({"8-4-1", "10-1-8-1"}, "GD01-101 Deep Devotion 【Action】: a blocker recovers before the damage step", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, shields = 3, hand = {{"GD01-101", as = "devotion"}},
                         battle = {{"GD01-011", pilot = "GD01-089", damage = 2, rested = true, as = "loto"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "loto"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "devotion"))
  eq(g:loc("gm"), "trash")
  eq(g:loc("loto"), "battle", "2 damage recovered, then 2 battle damage on HP 3")
  eq(g:damage("loto"), 2)
end)

------------------------------------------------------------------ GD01-102 Securing the Supply Line

scenario("10-1-8-1", "GD01-102 Securing the Supply Line: friendly Units of Lv.4 or lower recover 2 HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-102", as = "supply"}},
                         battle = {{"ST01-003", damage = 3, as = "gc"}, {"GD01-051", damage = 1, as = "lv4"},
                                   {"ST02-001", damage = 3, as = "wing"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", damage = 3, as = "enemy"}} } }
  g:choose("play " .. c(g, "supply"))
  eq(g:damage("gc"), 1)
  eq(g:damage("lv4"), 0)
  eq(g:damage("wing"), 3, "Lv.6")
  eq(g:damage("enemy"), 3, "enemy Units are not friendly")
end)

scenario("10-1-8-1", "GD01-102 Securing the Supply Line chooses nothing: it can be played with no Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-102", as = "supply"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "supply"))
  eq(g:loc("supply"), "trash")
end)

------------------------------------------------------------------ GD01-103 The Stubborn Cog

scenario("10-1-8-1", "GD01-103 The Stubborn Cog: rest an active friendly (Earth Federation) Unit and an active enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-103", as = "cog"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-003", rested = true, as = "gc"},
                                   {"ST01-007", as = "aerial"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "egm"},
                                              {"ST01-003", rested = true, as = "egc"}} } }
  g:choose("play " .. c(g, "cog"))
  -- only GM: active, friendly and (Earth Federation); then the enemy Unit
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "rezel"))
  g:expect_option(c(g, "egm"))
  g:expect_no_option(c(g, "egc"))
  g:choose(c(g, "rezel"))
  ok(g:rested("gm"))
  ok(g:rested("rezel"))
  ok(not g:rested("aerial") and not g:rested("egm"))
end)

scenario("10-1-8-1-1", "GD01-103 The Stubborn Cog can't be played without both targets", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-103", as = "cog"}},
                         battle = {{"ST01-007", as = "aerial"}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = {"GD01-018"} } }
  g:expect_no_option("play " .. c(g, "cog"))   -- no active friendly (Earth Federation) Unit
  local g2 = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-103", as = "cog"}}, battle = {"ST01-005"} },
                   p2 = { deck = 10, battle = {{"GD01-018", rested = true}} } }
  g2:expect_no_option("play " .. c(g2, "cog"))  -- no active enemy Unit
end)

------------------------------------------------------------------ GD01-104 Signs of a Revolution

scenario("10-1-8-1", "GD01-104 Signs of a Revolution: 2 damage to a rested enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-104", as = "signs"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "gc"}, {"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "signs"))
  eq(g:damage("gc"), 2)
  eq(g:damage("gm"), 0)
end)

scenario("10-1-8-1-1", "GD01-104 Signs of a Revolution can't be played without a rested enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-104", as = "signs"}},
                         battle = {{"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("play " .. c(g, "signs"))
end)

scenario("13-2-5-1", "GD01-104 Signs of a Revolution 【Burst】: draw 1", function()
  local g = burst_board("GD01-104", "signs")
  burst_yes(g)
  g:expect_count(2, "hand", 1)
  g:expect_count(2, "deck", 9)
  eq(g:loc("signs"), "trash")
end)

------------------------------------------------------------------ GD01-105 Citizens, Take a Stand!

scenario({"10-1-8-1", "7-6-6-1"}, "GD01-105 Citizens, Take a Stand!: all your Units get AP+2 during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-105", as = "citizens"}, {"ST01-005", as = "late"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "citizens"))
  eq(g:ap("gm"), 4)
  eq(g:ap("gc"), 4)
  eq(g:ap("enemy"), 2)
  g:choose("play " .. c(g, "late"))
  eq(g:ap("late"), 2, "a Unit deployed afterwards is not affected")
  g:end_main()
  eq(g:ap("gm"), 2, "the AP+2 ended with the turn")
end)

scenario("13-2-5-1", "GD01-105 Citizens, Take a Stand! 【Burst】: add this card to your hand", function()
  local g = burst_board("GD01-105", "citizens")
  burst_yes(g)
  eq(g:loc("citizens"), "hand")
end)

------------------------------------------------------------------ GD01-106 Fortress Defense

scenario({"10-1-8-1", "5-17-2"}, "GD01-106 Fortress Defense: deploy 2 [Zaku Ⅱ] Unit tokens", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-106", as = "fortress"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "fortress"))
  local tokens = g:cards(1, "battle")
  eq(#tokens, 2)
  for _, t in ipairs(tokens) do
    eq(g:number(t), "T-007")
    eq(g:ap(t), 1)
    eq(g:hp(t), 1)
    ok(not g:rested(t), "deployed active")
  end
end)

scenario("11-4-2", "GD01-106 Fortress Defense: at the battle area's limit a Unit goes to the trash", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD01-106", as = "fortress"}},
                         battle = {{"ST01-005", as = "a"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "fortress"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "a"))
  eq(g:loc("a"), "trash")
  g:expect_count(1, "battle", 6)
end)

------------------------------------------------------------------ GD01-108 Strategic Arms

scenario("10-1-8-1", "GD01-108 Strategic Arms: 2 damage to every Unit with <Blocker>, both sides", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD01-108", as = "arms"}},
                         battle = {{"ST01-008", as = "demi"}, {"ST01-005", as = "gm"},
                                   {"ST01-007", pilot = "GD01-096", as = "aerial"}} },
                  p2 = { deck = 10, battle = {{"ST04-004", as = "moebius"}, {"ST01-003", as = "gc"}} } }
  g:choose("play " .. c(g, "arms"))
  eq(g:loc("demi"), "trash")
  eq(g:loc("moebius"), "trash")
  eq(g:damage("aerial"), 2, "<Blocker> from Cagalli counts")
  eq(g:damage("gm"), 0)
  eq(g:damage("gc"), 0)
end)

------------------------------------------------------------------ GD01-109 The Path to Victory or Defeat

scenario({"10-1-8-1", "10-1-3", "10-3-5"},
         "GD01-109 The Path to Victory or Defeat: add an (Operation Meteor)/(G Team) Unit or Pilot among the top 5",
         function()
  -- deck lists go bottom first: the top 5 are the last five
  local g = game{ p1 = { deck = {{"ST01-005", as = "bottom"}, {"GD01-024", as = "sixth"},
                                 {"ST02-012", as = "cmd"}, {"ST02-010", as = "heero"}, {"ST01-005", as = "gm"},
                                 {"ST02-005", as = "maganac"}, {"ST02-001", as = "wing"}},
                         resources = 5, hand = {{"GD01-109", as = "path"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "path"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "wing"))       -- (Operation Meteor) Unit
  g:expect_option(c(g, "heero"))      -- (Operation Meteor) Pilot
  g:expect_no_option(c(g, "maganac")) -- (Maganac Corps)
  g:expect_no_option(c(g, "cmd"))     -- an (Operation Meteor) Command card
  g:expect_no_option(c(g, "sixth"))   -- (G Team), but the sixth card
  g:choose(c(g, "heero"))
  eq(g:loc("heero"), "hand")
  local deck = g:cards(1, "deck")
  eq(#deck, 6)
  eq(deck[#deck], g:card("sixth"), "the sixth card is now on top")
  eq(deck[#deck - 1], g:card("bottom"))
  local under = {}
  for i = 1, 4 do under[deck[i]] = true end
  ok(under[g:card("cmd")] and under[g:card("gm")] and under[g:card("maganac")] and under[g:card("wing")],
     "the other four are at the bottom")
end)

scenario("10-1-3", "GD01-109 The Path to Victory or Defeat: the card may be left", function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", {"ST02-001", as = "wing"}},
                         resources = 5, hand = {{"GD01-109", as = "path"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "path"))
  g:choose({})
  eq(g:loc("wing"), "deck")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 5)
end)

scenario("1-3-2", "GD01-109 The Path to Victory or Defeat: a deck of fewer than 5 cards is looked at whole", function()
  local g = game{ p1 = { deck = {{"ST02-010", as = "heero"}, {"ST02-001", as = "wing"}},
                         resources = 5, hand = {{"GD01-109", as = "path"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "path"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "wing"))
  g:expect_option(c(g, "heero")) -- the bottom card: the top 5 of a 2-card deck are both
  g:choose(c(g, "heero"))
  eq(g:loc("heero"), "hand")
  g:expect_count(1, "deck", 1)
end)

------------------------------------------------------------------ GD01-110 Rasid's Orders

scenario({"10-1-8-1", "8-2-1"}, "GD01-110 Rasid's Orders: the chosen Unit may attack an active enemy Unit with 6 or less AP",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-110", as = "orders"}},
                         battle = {{"GD01-051", as = "unit"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"},
                                              {"ST02-001", pilot = "ST01-010", as = "strong"}} } }  -- AP6
  g:expect_no_option("attack " .. c(g, "unit") .. " " .. c(g, "gc"))
  g:choose("play " .. c(g, "orders"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "unit"))
  g:expect_option(c(g, "strong"))        -- any Unit of Lv.4 or higher
  g:expect_no_option(c(g, "rezel"))      -- Lv.3
  g:expect_no_option(c(g, "gc"))
  g:choose(c(g, "unit"))
  g:expect_option("attack " .. c(g, "unit") .. " " .. c(g, "gc"))
  g:expect_option("attack " .. c(g, "unit") .. " " .. c(g, "strong"))
  g:expect_no_option("attack " .. c(g, "rezel") .. " " .. c(g, "gc"))
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "gc"))
  eq(g:damage("gc"), 3)
end)

scenario("8-2-1", "GD01-110 Rasid's Orders: not an enemy Unit with 7 AP, and only during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-110", as = "orders"}},
                         battle = {{"GD01-051", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"},
                                              {"GD01-027", pilot = "ST01-010", as = "bigzam"}} } }  -- AP7
  g:choose("play " .. c(g, "orders"))
  g:choose(c(g, "unit"))
  g:expect_option("attack " .. c(g, "unit") .. " " .. c(g, "gc"))
  g:expect_no_option("attack " .. c(g, "unit") .. " " .. c(g, "bigzam"))
  g:end_main()
  g:end_main()
  g:expect_state{ active = 1, phase = "main phase" }
  g:expect_no_option("attack " .. c(g, "unit") .. " " .. c(g, "gc"))
end)

scenario("10-1-8-1-1", "GD01-110 Rasid's Orders can't be played without a Unit of Lv.4 or higher", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-110", as = "orders"}}, battle = {"GD01-018"} },
                  p2 = { deck = 10, battle = {"ST01-003"} } }
  g:expect_no_option("play " .. c(g, "orders"))
end)

------------------------------------------------------------------ GD01-111 Battle of Aces

scenario("10-1-8-1", "GD01-111 Battle of Aces: 3 damage to a damaged enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-111", as = "aces"}},
                         battle = {{"ST01-003", damage = 1, as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST02-001", damage = 1, as = "wing"}, {"ST01-003", as = "gc"}} } }
  g:choose("play " .. c(g, "aces"))      -- Wing Gundam is the only damaged enemy Unit
  eq(g:damage("wing"), 4)
  eq(g:damage("gc"), 0)
  eq(g:damage("mine"), 1)
end)

scenario("10-1-8-1-1", "GD01-111 Battle of Aces can't be played without a damaged enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-111", as = "aces"}},
                         battle = {{"ST01-003", damage = 1}} },
                  p2 = { deck = 10, battle = {"ST01-003"} } }
  g:expect_no_option("play " .. c(g, "aces"))
end)

scenario({"8-4-1", "10-1-8-1"}, "GD01-111 Battle of Aces 【Action】: finishes a damaged attacker", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 3, hand = {{"GD01-111", as = "aces"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", damage = 1, as = "gc"}} } }
  g:choose("attack " .. c(g, "gc") .. " p1")
  g:choose("play " .. c(g, "aces"))
  eq(g:loc("gc"), "trash")
  g:expect_count(1, "shields", 3)
end)

scenario("13-2-5-1", "GD01-111 Battle of Aces 【Burst】: 2 damage to an enemy Unit", function()
  local g = burst_board("GD01-111", "aces", { battle = {{"ST01-003", as = "gc"}} })
  burst_yes(g)
  g:choose(c(g, "gc"))
  eq(g:damage("gc"), 2)
end)

------------------------------------------------------------------ GD01-112 Extreme Hatred

scenario({"10-1-8-1", "5-20-1"}, "GD01-112 Extreme Hatred: rest 2 of your active Units, then 3 damage to an enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD01-112", as = "hatred"}},
                         battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}, {"ST01-003", as = "c"},
                                   {"ST01-003", rested = true, as = "tired"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}, {"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "hatred"))
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  g:expect_no_option(c(g, "tired"))
  g:choose({c(g, "a"), c(g, "c")})
  ok(g:rested("a") and g:rested("c"))
  ok(not g:rested("b"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gc"))
  eq(g:damage("gc"), 3)
end)

scenario("5-20-1", "GD01-112 Extreme Hatred: with one active Unit it is rested, but no damage follows", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD01-112", as = "hatred"}},
                         battle = {{"ST01-005", as = "a"}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}} } }
  g:choose("play " .. c(g, "hatred"))
  ok(g:rested("a"))
  eq(g:damage("gc"), 0)
  eq(g:loc("hatred"), "trash")
end)

scenario("10-1-8-1-2", "GD01-112 Extreme Hatred: playable without an enemy Unit, not without an active Unit of yours",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD01-112", as = "hatred"}},
                         battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "hatred"))
  ok(g:rested("a") and g:rested("b"))
  local g2 = game{ p1 = { deck = 10, resources = 6, hand = {{"GD01-112", as = "hatred"}},
                          battle = {{"ST01-005", rested = true}} },
                   p2 = { deck = 10, battle = {"ST01-003"} } }
  g2:expect_no_option("play " .. c(g2, "hatred"))
end)

------------------------------------------------------------------ GD01-113 The Desert Tiger

scenario({"10-1-8-1", "7-6-6-1"}, "GD01-113 The Desert Tiger: a friendly (ZAFT) Unit gets AP+3 during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-113", as = "tiger"}},
                         battle = {{"ST04-008", as = "ginn"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "tiger"))   -- Ginn is the only (ZAFT) Unit
  eq(g:ap("ginn"), 5)
  eq(g:ap("gm"), 2)
  g:end_main()
  eq(g:ap("ginn"), 2)
end)

scenario("10-1-8-1-1", "GD01-113 The Desert Tiger can't be played without a friendly (ZAFT) Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-113", as = "tiger"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"ST04-008"} } }
  g:expect_no_option("play " .. c(g, "tiger"))
end)

scenario("3-4-6", "GD01-113 The Desert Tiger 【Pilot】: paired as a Pilot it gives AP+1", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-113", as = "tiger"}},
                         battle = {{"ST04-008", as = "ginn"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "tiger") .. " " .. c(g, "ginn"))
  eq(g:ap("ginn"), 3)
end)

------------------------------------------------------------------ GD01-114 Assault on Torrington Base

scenario({"8-4-1", "10-1-8-1"}, "GD01-114 Assault on Torrington Base 【Action】: 2 friendly Units get AP+1", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"GD01-114", as = "assault"}},
                         battle = {{"ST01-003", as = "attacker"}, {"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "gc"}} } }
  g:expect_no_option("play " .. c(g, "assault"))   -- no 【Main】
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "gc"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "assault"))
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  g:choose({c(g, "attacker"), c(g, "gm")})
  eq(g:ap("attacker"), 3)
  eq(g:ap("gm"), 3)
  eq(g:ap("gm2"), 2)
  eq(g:damage("gc"), 3)
end)

scenario("1-3-2", "GD01-114 Assault on Torrington Base: with one friendly Unit, that one gets AP+1", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 1, shields = 3, hand = {{"GD01-114", as = "assault"}},
                         battle = {{"ST01-003", rested = true, as = "gc"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "gc"))
  g:choose("play " .. c(g, "assault"))
  eq(g:ap("gc"), 3)
  eq(g:loc("gm"), "trash", "3 damage on the attacking GM")
end)

------------------------------------------------------------------ GD01-115 Zeon Remnant Forces

scenario("10-1-8-1", "GD01-115 Zeon Remnant Forces: 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zeon"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}} } }
  g:choose("play " .. c(g, "zeon"))
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "gc"))
  eq(g:damage("gc"), 1)
  eq(g:damage("gm"), 0)
end)

scenario("10-1-8-1-1", "GD01-115 Zeon Remnant Forces can't be played without an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zeon"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "zeon"))
end)

------------------------------------------------------------------ GD01-116 Stealth Stratagem

scenario("10-1-8-1", "GD01-116 Stealth Stratagem: 2 damage to an enemy Unit with 2 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-116", as = "stealth"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "stealth"))   -- ReZEL has 4 AP: Guncannon only
  eq(g:damage("gc"), 2)
  eq(g:damage("rezel"), 0)
end)

scenario("10-1-8-1-1", "GD01-116 Stealth Stratagem can't be played without an enemy Unit with 2 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-116", as = "stealth"}} },
                  p2 = { deck = 10, battle = {"GD01-018"} } }
  g:expect_no_option("play " .. c(g, "stealth"))
end)

------------------------------------------------------------------ GD01-119 Iron-Fisted Discipline

scenario({"10-1-8-1", "7-6-6-1"}, "GD01-119 Iron-Fisted Discipline: an enemy Unit of Lv.4 or lower gets AP-2 this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-119", as = "iron"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST02-001", as = "wing"}} } }
  g:choose("play " .. c(g, "iron"))     -- Wing Gundam is Lv.6
  eq(g:ap("rezel"), 2)
  eq(g:ap("wing"), 4)
  g:end_main()
  eq(g:ap("rezel"), 4)
end)

scenario("10-1-8-1-1", "GD01-119 Iron-Fisted Discipline can't be played without an enemy Unit of Lv.4 or lower", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-119", as = "iron"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"ST02-001"} } }
  g:expect_no_option("play " .. c(g, "iron"))
end)

------------------------------------------------------------------ GD01-120 Naval Bombardment

scenario({"8-4-1", "10-1-8-1"}, "GD01-120 Naval Bombardment 【Action】: a friendly Unit with <Blocker> gets AP+3", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, shields = 3, hand = {{"GD01-120", as = "naval"}},
                         battle = {{"ST01-008", as = "demi"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "gc") .. " p1")
  g:choose("block " .. c(g, "demi"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "naval"))    -- Demi Trainer is the only friendly <Blocker>
  -- nothing more to play: the battle resolves at once
  eq(g:loc("gc"), "trash", "Demi Trainer's AP1 + 3 on Guncannon's HP 4")
  eq(g:loc("demi"), "trash")
end)

scenario("10-1-8-1", "GD01-120 Naval Bombardment has no 【Main】: not in the main phase", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD01-120", as = "naval"}}, battle = {"ST01-008"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "naval"))
end)

scenario("13-2-5-1", "GD01-120 Naval Bombardment 【Burst】: an enemy Unit gets AP-3 during this turn", function()
  local g = burst_board("GD01-120", "naval", { battle = {{"ST02-001", as = "wing"}} })
  burst_yes(g)
  g:choose(c(g, "wing"))
  eq(g:ap("wing"), 1)
  g:end_main()
  eq(g:ap("wing"), 4)
end)

------------------------------------------------------------------ GD01-121 Midair Modifications

scenario({"10-1-8-1", "7-6-6-1"}, "GD01-121 Midair Modifications: a rested Unit with <Blocker> is set active; it can't attack",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-121", as = "midair"}},
                         battle = {{"ST01-008", rested = true, as = "demi"}, {"ST01-005", rested = true, as = "gm"},
                                   {"ST04-004", as = "active"}} },
                  p2 = { deck = 10, battle = {{"ST04-004", rested = true, as = "enemy"}} } }
  g:choose("play " .. c(g, "midair"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "enemy"))          -- any rested Unit with <Blocker>
  g:expect_no_option(c(g, "gm"))
  g:expect_no_option(c(g, "active"))
  g:choose(c(g, "demi"))
  ok(not g:rested("demi"))
  g:expect_no_option("attack " .. c(g, "demi") .. " p2")
  g:expect_option("attack " .. c(g, "active") .. " p2")
end)

scenario("10-1-8-1-1", "GD01-121 Midair Modifications can't be played without a rested Unit with <Blocker>", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-121", as = "midair"}},
                         battle = {"ST01-008", {"ST01-005", rested = true}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "midair"))
end)

scenario("13-2-5-1", "GD01-121 Midair Modifications 【Burst】: its 【Main】 sets a rested <Blocker> active", function()
  local g = burst_board("GD01-121", "midair", nil, { battle = {{"ST01-008", rested = true, as = "demi"}} })
  burst_yes(g)
  ok(not g:rested("demi"))
  eq(g:loc("midair"), "trash")
end)

------------------------------------------------------------------ GD01-122 Covert Operative

scenario("10-1-8-1", "GD01-122 Covert Operative: an enemy Unit with 2 or less HP returns to its owner's hand", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-122", as = "covert"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "covert"))    -- ReZEL has 3 HP
  eq(g:loc("gm"), "hand")
  eq(g:loc("rezel"), "battle")
end)

scenario({"10-1-8-1", "10-1-9-1-1"}, "GD01-122 Covert Operative: with a Link Unit of yours, 4 or less HP instead", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-122", as = "covert"}},
                         battle = {{"GD01-011", pilot = "GD01-089"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}, {"ST02-001", as = "wing"}} } }
  g:choose("play " .. c(g, "covert"))    -- Guncannon HP 4; Wing Gundam HP 5
  eq(g:loc("gc"), "hand")
  eq(g:loc("wing"), "battle")
end)

scenario("10-1-8-1-1", "GD01-122 Covert Operative can't be played without a target", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-122", as = "covert"}},
                         battle = {{"GD01-051", pilot = "GD01-089"}} },           -- paired, not linked
                  p2 = { deck = 10, battle = {"ST01-003", {"GD01-011", pilot = "GD01-089"}} } } -- an enemy Link Unit
  g:expect_no_option("play " .. c(g, "covert"))
end)

------------------------------------------------------------------ GD01-123 Nahel Argama

scenario({"13-2-6-1", "5-20-2"}, "GD01-123 Nahel Argama 【Deploy】: a Shield to the hand, then rest an enemy Unit with 3 or less HP",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-123", as = "nahel"}},
                         shields = {"ST01-005", {"GD01-018", as = "top"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-003", as = "gc"}} } }
  g:choose("play " .. c(g, "nahel"))
  eq(g:loc("nahel"), "base")
  eq(g:loc("top"), "hand")
  ok(g:rested("rezel"))
  ok(not g:rested("gc"))
end)

scenario("5-20-2", "GD01-123 Nahel Argama: no enemy Unit to rest, the Shield still comes to the hand", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD01-123", as = "nahel"}}, shields = 2 },
                  p2 = { deck = 10, battle = {"ST01-003"} } }
  g:choose("play " .. c(g, "nahel"))
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)

scenario("13-2-5-1", "GD01-123 Nahel Argama 【Burst】: deployed, it rests the attacker's ally", function()
  local g = burst_board("GD01-123", "nahel", { battle = {{"ST01-005", as = "gm"}} })
  burst_yes(g)
  eq(g:loc("nahel"), "base")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "hand", 1)
  g:choose(c(g, "gm"))                   -- the attacker (rested already) or the other GM
  ok(g:rested("gm"))
end)

------------------------------------------------------------------ GD01-125 Zanzibar

scenario({"13-2-6-1", "10-1-3"}, "GD01-125 Zanzibar 【Deploy】: during your turn, may deploy a (Zeon) Unit card of Lv.4 or lower",
         function()
  local g = game{ p1 = { deck = 10, resources = 4,
                         hand = {{"GD01-125", as = "zanzibar"}, {"GD01-031", as = "zeon4"},
                                 {"GD01-027", as = "bigzam"}, {"ST01-005", as = "gm"}},
                         shields = {"ST01-005", {"ST03-007", as = "zaku1"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "zanzibar"))
  eq(g:loc("zaku1"), "hand")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "zeon4"))
  g:expect_option(c(g, "zaku1"))          -- the Shield just added
  g:expect_no_option(c(g, "bigzam"))      -- Lv.7
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "zeon4"))
  eq(g:loc("zeon4"), "battle")
  eq(rested_count(g, 1, "resources"), 2, "only Zanzibar's cost was paid")
end)

scenario("10-1-3", "GD01-125 Zanzibar: the deploy may be declined", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-125", as = "zanzibar"}, {"GD01-031", as = "zeon4"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "zanzibar"))
  g:choose("no")
  eq(g:loc("zeon4"), "hand")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"13-2-5-1", "10-2-1"}, "GD01-125 Zanzibar 【Burst】: deployed in the opponent's turn, no Unit is deployed", function()
  local g = burst_board("GD01-125", "zanzibar", nil, { hand = {{"GD01-031", as = "zeon4"}} })
  burst_yes(g)
  eq(g:loc("zanzibar"), "base")
  g:expect_count(2, "hand", 2)
  eq(g:loc("zeon4"), "hand")
  g:expect_decision{ kind = "action", player = 1 }
end)

------------------------------------------------------------------ GD01-126 Underground Desert Base, GD01-128 Mining Asteroid Palau

for _, base in ipairs{ {"GD01-126", "Underground Desert Base"}, {"GD01-128", "Mining Asteroid Palau"} } do
  scenario("13-2-6-1", base[1] .. " " .. base[2] .. " 【Deploy】: add 1 of your Shields to your hand", function()
    local g = game{ p1 = { deck = 10, resources = 2, hand = {{base[1], as = "base"}},
                           shields = {"ST01-005", {"GD01-018", as = "top"}} },
                    p2 = { deck = 10 } }
    g:choose("play " .. c(g, "base"))
    eq(g:loc("base"), "base")
    eq(g:loc("top"), "hand")
    g:expect_count(1, "shields", 1)
  end)

  scenario("13-2-5-1", base[1] .. " " .. base[2] .. " 【Burst】: deploy this card", function()
    local g = burst_board(base[1], "base")
    burst_yes(g)
    eq(g:loc("base"), "base")
    g:expect_count(2, "shields", 1)
    g:expect_count(2, "hand", 1)
  end)
end

------------------------------------------------------------------ GD01-127 Gamow

-- P1's GD01-064 (ZAFT, AP3) with Amuro (AP+2) = AP5 attacks P2's rested GM.
scenario({"10-1-7-2", "13-1-2", "8-4-1"}, "GD01-127 Gamow 【Activate･Action】: a (ZAFT) Unit with 5 AP gains <Breach 3> this battle",
         function()
  local g = game{ p1 = { deck = 10, base = {{"GD01-127", as = "gamow"}},
                         battle = {{"GD01-064", pilot = "ST01-010", as = "zaft"}, {"ST04-008", as = "ginn"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:expect_no_option("activate " .. c(g, "gamow") .. " 3")   -- 【Activate･Action】: not in the main phase
  g:choose("attack " .. c(g, "zaft") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("activate " .. c(g, "gamow") .. " 3")             -- Ginn (AP2) is not a target
  ok(g:rested("gamow"))
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 2)
end)

scenario("13-1-2", "GD01-127 Gamow: the <Breach 3> lasts only during that battle", function()
  -- activated in the opponent's battle, on P1's Unit: gone by P1's own attack next turn
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 3, base = {{"GD01-127", as = "gamow"}},
                         battle = {{"GD01-064", pilot = "ST01-010", as = "zaft"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("activate " .. c(g, "gamow") .. " 3")
  eq(g:damage("gamow"), 2, "the Base takes the GM's damage")
  g:end_main()
  g:expect_state{ active = 1, phase = "main phase" }
  g:choose("attack " .. c(g, "zaft") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 1 }   -- Gamow is active again: not used this time
  g:pass()
  eq(g:loc("gm"), "trash")
  g:expect_count(2, "shields", 3)
end)

scenario("10-2-2", "GD01-127 Gamow: no friendly (ZAFT) Unit with 5 or more AP, it can't be activated", function()
  local g = game{ p1 = { deck = 10, base = {{"GD01-127", as = "gamow"}},
                         battle = {{"ST04-008", as = "ginn"}, {"ST02-001", pilot = "ST01-010", as = "wing"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash", "no decision in the action step: Gamow is not offered")
end)

scenario("13-2-5-1", "GD01-127 Gamow 【Burst】: deploy this card", function()
  local g = burst_board("GD01-127", "gamow")
  burst_yes(g)
  eq(g:loc("gamow"), "base")
  g:expect_count(2, "hand", 1)
end)

------------------------------------------------------------------ GD01-129 Kusanagi

scenario({"13-2-6-1", "5-20-2"}, "GD01-129 Kusanagi 【Deploy】: a Shield to the hand, then an enemy Unit with 3 or less HP returns",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-129", as = "kusanagi"}}, shields = 2 },
                  p2 = { deck = 10, battle = {{"GD01-018", pilot = {"GD01-089", as = "riddhe"}, as = "rezel"}, -- HP 4
                                              {"ST01-005", as = "gm"}, {"ST01-003", as = "gc"}} } }
  g:choose("play " .. c(g, "kusanagi"))
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "shields", 1)
  eq(g:loc("gm"), "hand")                  -- the only enemy Unit with 3 or less HP
  eq(g:loc("rezel"), "battle")
  eq(g:loc("gc"), "battle")
end)

scenario("13-2-5-1", "GD01-129 Kusanagi 【Burst】: deployed, it returns an enemy Unit with 3 or less HP", function()
  local g = burst_board("GD01-129", "kusanagi", { battle = {{"ST01-003", as = "gc"}} })
  burst_yes(g)
  eq(g:loc("kusanagi"), "base")
  eq(g:loc("attacker"), "hand")           -- GM (HP 2); Guncannon has 4
  eq(g:loc("gc"), "battle")
end)

------------------------------------------------------------------ GD01-130 13th Tactical Testing Sector

scenario({"10-1-7-2", "10-3-1-1"}, "GD01-130 13th Tactical Testing Sector 【Activate･Main】: an enemy Unit gets AP-1 this turn",
         function()
  local g = game{ p1 = { deck = 10, base = {{"GD01-130", as = "sector"}}, battle = {{"ST01-008", as = "demi"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("activate " .. c(g, "sector") .. " 3")
  eq(g:ap("rezel"), 3)
  ok(g:rested("sector"))
  g:expect_no_option("activate " .. c(g, "sector") .. " 3")
  g:end_main()
  eq(g:ap("rezel"), 4)
end)

scenario("10-3-1-1", "GD01-130 13th Tactical Testing Sector: without a friendly (Academy) Unit it can't be activated",
         function()
  local g = game{ p1 = { deck = 10, base = {{"GD01-130", as = "sector"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"ST01-008"}} } }      -- an enemy (Academy) Unit does not count
  g:expect_no_option("activate " .. c(g, "sector") .. " 3")
end)

scenario("13-2-5-1", "GD01-130 13th Tactical Testing Sector 【Burst】: deploy this card", function()
  local g = burst_board("GD01-130", "sector")
  burst_yes(g)
  eq(g:loc("sector"), "base")
  g:expect_count(2, "hand", 1)
end)
