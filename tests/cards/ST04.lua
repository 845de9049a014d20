-- Scenario tests of the ST04 starter deck's card scripts (scripts/cards/ST04/).

-- The card ids of player p's location whose number is `number`.
local function find(g, p, loc, number)
  local t = {}
  for _, id in ipairs(g:cards(p, loc)) do
    if g:number(id) == number then t[#t + 1] = id end
  end
  return t
end

------------------------------------------------------------------ ST04-001 Aile Strike Gundam

scenario({"13-2-9-2", "3-3-6"}, "ST04-001 Aile Strike Gundam 【When Paired･Lv.4 or Higher Pilot】: an enemy Unit with 4 or less HP returns to its owner's hand", function()
  local g = game{ p1 = { deck = 10, resources = 4, battle = {{"ST04-001", as = "aile"}},
                         hand = {{"ST04-010", as = "kira"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", pilot = {"ST01-010", as = "amuro"}, as = "gm"},   -- HP 2+1
                                              {"ST02-001", as = "wing"}} } }                              -- HP5
  g:choose("pair " .. c(g, "kira") .. " " .. c(g, "aile"))
  -- only GM qualifies: taken without asking
  g:expect_loc("gm", "hand")
  g:expect_loc("amuro", "hand")    -- its Pilot goes with it (3-3-6)
  eq(g:count(2, "hand"), 2, "both in P2's hand")
  g:expect_loc("wing", "battle")
end)

scenario("13-2-9-2", "ST04-001 Aile Strike Gundam: a Lv.3 Pilot does not meet the qualification", function()
  local g = game{ p1 = { deck = 10, resources = 3, battle = {{"ST04-001", as = "aile"}},
                         hand = {{"ST03-011", as = "char"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "char") .. " " .. c(g, "aile"))
  g:expect_loc("gm", "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"13-2-9-2", "5-17-2-5"}, "ST04-001 Aile Strike Gundam: a token returned to the hand leaves the game", function()
  local g = game{ p1 = { deck = 10, resources = 4, battle = {{"ST04-001", as = "aile"}},
                         hand = {{"ST04-010", as = "kira"}} },
                  p2 = { deck = 10, battle = {{"T-001", as = "token"}, {"ST02-001", as = "wing"}} } }
  g:choose("pair " .. c(g, "kira") .. " " .. c(g, "aile"))
  g:expect_count(2, "hand", 0)
  g:expect_count(2, "battle", 1)
end)

------------------------------------------------------------------ ST04-002 Strike Gundam

scenario({"13-2-6-1", "5-20-2"}, "ST04-002 Strike Gundam 【Deploy】: draw 1, then discard 1 (the drawn card if it is the only one)", function()
  local g = game{ p1 = { deck = {"ST01-005", {"ST01-001", as = "top"}}, resources = 4, hand = {{"ST04-002", as = "strike"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "strike"))
  g:expect_loc("top", "trash")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 1)
end)

------------------------------------------------------------------ ST04-006 Aegis Gundam

scenario({"13-2-7-1", "10-2-2"}, "ST04-006 Aegis Gundam 【Attack】 with 5 or more AP: 3 damage to an enemy Unit of Lv.5 or higher", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST04-006", pilot = "ST04-011", as = "aegis"}} },   -- AP 4+1
                  p2 = { deck = 10, shields = 2,
                         battle = {{"ST01-005", as = "gm"}, {"ST02-001", as = "wing"}, {"ST01-002", as = "ma"}} } }
  eq(g:ap("aegis"), 5)
  g:choose("attack " .. c(g, "aegis") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm"))   -- Lv.2
  g:choose(c(g, "wing"))
  eq(g:damage("wing"), 3)
  eq(g:damage("ma"), 0)
end)

scenario("13-2-7-1", "ST04-006 Aegis Gundam 【Attack】 with 4 AP: nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST04-006", as = "aegis"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST02-001", as = "wing"}} } }
  g:choose("attack " .. c(g, "aegis") .. " p2")
  eq(g:damage("wing"), 0)
  g:expect_count(2, "shields", 1)
end)

------------------------------------------------------------------ ST04-009 Miguel's Ginn

-- Miguel's Ginn (AP3 HP1) attacks a rested GM (AP2): it is destroyed.
local function ginn_board(ginn, others)
  local mine = { ginn }
  for _, u in ipairs(others) do mine[#mine + 1] = u end
  return game{ p1 = { deck = 10, battle = mine },
               p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
end

scenario({"13-2-10-1", "13-2-8-1", "13-2-8-2-1"}, "ST04-009 Miguel's Ginn 【During Pair】【Destroyed】: with another Link Unit in play, draw 1", function()
  local g = ginn_board({"ST04-009", pilot = "ST04-014", as = "ginn"},
                       {{"ST04-002", pilot = "ST04-010", as = "strike"}})
  ok(g:linked("strike"))
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "gm"))
  g:expect_loc("ginn", "trash")
  g:expect_count(1, "hand", 1)
end)

scenario("13-2-8-1", "ST04-009 Miguel's Ginn: no other Link Unit (a paired Unit that is not linked), no draw", function()
  local g = ginn_board({"ST04-009", pilot = "ST04-014", as = "ginn"},
                       {{"ST01-005", pilot = "ST04-010", as = "gm1"}})
  ok(not g:linked("gm1"))
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "gm"))
  g:expect_loc("ginn", "trash")
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-10-1", "ST04-009 Miguel's Ginn without a Pilot: no draw", function()
  local g = ginn_board({"ST04-009", as = "ginn"}, {{"ST04-002", pilot = "ST04-010", as = "strike"}})
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "gm"))
  g:expect_loc("ginn", "trash")
  g:expect_count(1, "hand", 0)
end)

------------------------------------------------------------------ ST04-010 Kira Yamato

scenario({"13-2-7-1", "3-3-9-2", "8-6-1"}, "ST04-010 Kira Yamato 【Attack】: an enemy Unit gets AP-2 during this battle", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST04-002", pilot = "ST04-010", as = "strike"}} },   -- AP5 HP4
                  p2 = { deck = 10, battle = {{"GD01-031", rested = true, as = "gelgoog"},        -- AP4 HP3
                                              {"ST02-004", as = "sandrock"}, {"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "strike") .. " " .. c(g, "gelgoog"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gelgoog"))
  eq(g:ap("gelgoog"), 2, "AP-2 during the battle")
  g:expect_decision{ kind = "action", player = 2 }   -- block?
  g:choose("pass")
  g:expect_loc("gelgoog", "trash")
  eq(g:damage("strike"), 2, "the Gelgoog dealt 2 damage")
end)

scenario("8-6-1", "ST04-010 Kira Yamato: the AP-2 ends with the battle", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST04-002", pilot = "ST04-010", as = "strike"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST02-004", as = "sandrock"}, {"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "strike") .. " p2")
  g:choose(c(g, "sandrock"))
  eq(g:ap("sandrock"), 2)
  g:choose("pass")   -- no block
  g:expect_count(2, "shields", 1)
  eq(g:ap("sandrock"), 4, "back after the battle")
end)

scenario("13-2-5-1", "ST04-010 Kira Yamato 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST04-010", as = "kira"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("kira", "hand")
end)

------------------------------------------------------------------ ST04-011 Athrun Zala

scenario({"13-2-11-1", "8-2-1"}, "ST04-011 Athrun Zala 【When Linked】: this turn, it may attack an active enemy Unit of Lv.5 or lower", function()
  local g = game{ p1 = { deck = 10, resources = 4, battle = {{"ST04-006", as = "aegis"}}, hand = {{"ST04-011", as = "athrun"}} },
                  p2 = { deck = 10, battle = {{"ST01-002", as = "ma"}, {"ST02-001", as = "wing"}} } }   -- Lv.5, Lv.6
  g:expect_no_option("attack " .. c(g, "aegis") .. " " .. c(g, "ma"))
  g:choose("pair " .. c(g, "athrun") .. " " .. c(g, "aegis"))
  ok(g:linked("aegis"))
  g:expect_option("attack " .. c(g, "aegis") .. " " .. c(g, "ma"))
  g:expect_no_option("attack " .. c(g, "aegis") .. " " .. c(g, "wing"))
  g:end_main()                       -- P2's turn
  g:expect_state{ active = 2 }
  g:end_main()                       -- P1's next turn
  g:expect_state{ active = 1 }
  g:expect_no_option("attack " .. c(g, "aegis") .. " " .. c(g, "ma"))
end)

scenario("13-2-11-1", "ST04-011 Athrun Zala paired with a Unit it does not link with: no 【When Linked】", function()
  local g = game{ p1 = { deck = 10, resources = 4, battle = {{"ST04-002", as = "strike"}}, hand = {{"ST04-011", as = "athrun"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "athrun") .. " " .. c(g, "strike"))
  g:expect_no_option("attack " .. c(g, "strike") .. " " .. c(g, "gm"))
end)

scenario("13-2-5-1", "ST04-011 Athrun Zala 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST04-011", as = "athrun"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("athrun", "hand")
end)

------------------------------------------------------------------ ST04-012 Striker Pack

scenario({"10-1-8-1", "5-17-2"}, "ST04-012 Striker Pack 【Main】: deploy a [Sword Strike Gundam] or [Launcher Strike Gundam] token", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST04-012", as = "sp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sp"))
  g:expect_decision{ kind = "action", player = 1, prompt = "P1: Deploy 1 Unit token" }
  g:choose(1)
  local sword = find(g, 1, "battle", "T-010")
  eq(#sword, 1, "Sword Strike Gundam token")
  ok(not g:rested(sword[1]), "active")
  eq(g:ap(sword[1]), 4)
  eq(g:hp(sword[1]), 2)
end)

scenario("10-1-8-1", "ST04-012 Striker Pack 【Main】: the Launcher Strike Gundam token", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST04-012", as = "sp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sp"))
  g:choose(2)
  eq(#find(g, 1, "battle", "T-009"), 1)
end)

scenario("10-1-8-1", "ST04-012 Striker Pack 【Main】 with an (Earth Alliance) Unit token in play: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST04-012", as = "sp"}}, battle = {"T-009"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sp"))   -- still playable: no target to choose
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "battle", 1)
  g:expect_loc("sp", "trash")
end)

scenario("10-1-8-1", "ST04-012 Striker Pack: a token of another trait does not prevent it", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST04-012", as = "sp"}}, battle = {"T-001"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sp"))
  g:choose(1)
  eq(#find(g, 1, "battle", "T-010"), 1)
end)

scenario("13-2-5-1", "ST04-012 Striker Pack 【Burst】: deploy an [Aile Strike Gundam] token", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST04-012", as = "sp"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  local aile = find(g, 2, "battle", "T-008")
  eq(#aile, 1)
  ok(not g:rested(aile[1]))
  g:expect_loc("sp", "trash")
end)

scenario({"13-2-5-1", "10-2-1"},
         "ST04-012 Striker Pack 【Burst】 with an (Earth Alliance) Unit token in play: nothing to do, not offered",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST04-012", as = "sp"}}, battle = {"T-010"} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("pass")   -- the token is a <Blocker>: no block
  g:expect_decision{ kind = "action", player = 1 }  -- no "activate the 【Burst】?" question
  g:expect_loc("sp", "trash")
  g:expect_count(2, "battle", 1)
end)

------------------------------------------------------------------ ST04-013 Hawk of Endymion

scenario("10-1-8-1", "ST04-013 Hawk of Endymion: an enemy Unit with 3 or less HP returns to its owner's hand", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST04-013", as = "hawk"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-001", as = "gundam"},
                                              {"ST01-003", damage = 1, as = "gc"}} } }   -- HP 4-1
  g:choose("play " .. c(g, "hawk"))
  g:expect_no_option(c(g, "gundam"))
  g:choose(c(g, "gc"))
  g:expect_loc("gc", "hand")
  g:expect_count(2, "hand", 1)
end)

scenario("10-1-8-1-1", "ST04-013 Hawk of Endymion can't be played with no enemy Unit of 3 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST04-013", as = "hawk"}} },
                  p2 = { deck = 10, battle = {"ST01-001"} } }
  g:expect_no_option("play " .. c(g, "hawk"))
end)

------------------------------------------------------------------ ST04-014 The Magic Bullet of Dusk

scenario({"10-1-8-1", "13-1-5-2"}, "ST04-014 The Magic Bullet of Dusk: a Lv.2 or lower friendly Unit gains <First Strike> during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, battle = {{"ST04-008", as = "ginn"}, {"ST01-001", as = "gundam"}},
                         hand = {{"ST04-014", as = "bullet"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }   -- AP2 HP2
  g:choose("play " .. c(g, "bullet"))       -- Ginn (Lv.2) is the only candidate
  ok(g:loc("bullet") == "trash")
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  eq(g:damage("ginn"), 0, "the GM was destroyed before it dealt damage")
end)

scenario("10-1-8-1-1", "ST04-014 The Magic Bullet of Dusk can't be played with no friendly Unit of Lv.2 or lower", function()
  local g = game{ p1 = { deck = 10, resources = 3, battle = {"ST01-001"}, hand = {{"ST04-014", as = "bullet"}} },
                  p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("play " .. c(g, "bullet"))
end)

scenario("7-6-6-1", "ST04-014 The Magic Bullet of Dusk: <First Strike> ends with the turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, shields = 2, battle = {{"ST04-008", as = "ginn"}},
                         hand = {{"ST04-014", as = "bullet"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "bullet"))
  g:end_main()
  g:expect_state{ active = 2 }
  g:choose("attack " .. c(g, "gm") .. " p1")   -- the GM is rested for P1's next turn
  g:end_main()
  g:expect_state{ active = 1 }
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("ginn", "trash")   -- both deal damage at once again
end)

------------------------------------------------------------------ ST04-015 Archangel

scenario("13-2-6-1", "ST04-015 Archangel 【Deploy】: add 1 of your Shields to your hand", function()
  local g = game{ p1 = { deck = 10, resources = 3, shields = 2, hand = {{"ST04-015", as = "aa"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "aa"))
  g:expect_loc("aa", "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-1-1", "13-2-13-1"}, "ST04-015 Archangel ②: a friendly <Blocker> Unit is set active and can't attack this turn, once per turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = {{"ST04-015", as = "aa"}},
                         battle = {{"ST01-008", rested = true, as = "demi"}, {"ST01-005", rested = true, as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("Activate effect 3 of Archangel")
  ok(not g:rested("demi"), "Demi Trainer set as active")
  ok(g:rested("gm"), "GM has no <Blocker>")
  g:expect_no_option("attack " .. c(g, "demi") .. " p2")
  g:expect_no_option("Activate effect 3 of Archangel")
  g:end_main()
  g:end_main()
  g:expect_state{ active = 1 }
  g:expect_option("attack " .. c(g, "demi") .. " p2")
end)

scenario("13-2-1-1", "ST04-015 Archangel ②: not offered without a friendly <Blocker> Unit or without ②", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = {"ST04-015"}, battle = {{"ST01-005", rested = true}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("Activate effect 3 of Archangel")
  local g2 = game{ p1 = { deck = 10, resources = 1, base = {"ST04-015"}, battle = {{"ST01-008", rested = true}} },
                   p2 = { deck = 10 } }
  g2:expect_no_option("Activate effect 3 of Archangel")
end)

scenario("13-2-5-1", "ST04-015 Archangel 【Burst】: deploy this card", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"ST04-015", as = "aa"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("aa", "base")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "hand", 1)
end)

------------------------------------------------------------------ ST04-016 Vesalius

scenario({"13-2-1-1", "10-1-7-3"}, "ST04-016 Vesalius: rest this Base: a friendly Unit gets AP+1 during this turn", function()
  local g = game{ p1 = { deck = 10, base = {{"ST04-016", as = "ves"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("Activate effect 3 of Vesalius")
  ok(g:rested("ves"))
  eq(g:ap("gm"), 3)
  eq(g:ap("enemy"), 2)
  g:expect_no_option("Activate effect 3 of Vesalius")   -- already rested
  g:end_main()
  eq(g:ap("gm"), 2, "back at the end of the turn")
end)

scenario("13-2-1-1", "ST04-016 Vesalius: not offered with no friendly Unit to choose", function()
  local g = game{ p1 = { deck = 10, base = {"ST04-016"} }, p2 = { deck = 10, battle = {"ST01-005"} } }
  g:expect_no_option("Activate effect 3 of Vesalius")
end)

scenario("13-2-5-1", "ST04-016 Vesalius 【Burst】: deploy this card (its 【Deploy】 follows)", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"ST04-016", as = "ves"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("ves", "base")
  g:expect_count(2, "hand", 1)
end)

scenario("10-1-3", "ST04-012 Striker Pack: the two tokens are named in the choice", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST04-012", as = "sp"}} }, p2 = { deck = 10 } }
  g:choose("play c" .. g:card("sp"))
  g:expect_option("option 1")
  g:expect_option("Sword Strike Gundam")
  g:expect_option("Launcher Strike Gundam")
  g:choose("Launcher Strike Gundam")
  eq(g:count(1, "battle"), 1)
end)
