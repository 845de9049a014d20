-- Scenario tests of the ST01 card scripts (scripts/cards/ST01/).

-- The cards of player p in location loc with card number n.
local function numbered(g, p, loc, n)
  local out = {}
  for _, id in ipairs(g:cards(p, loc)) do
    if g:number(id) == n then out[#out + 1] = id end
  end
  return out
end

------------------------------------------------------------------ ST01-001 Gundam

scenario({"13-2-10-1", "10-1-5"}, "ST01-001 Gundam 【During Pair】: no AP+1 during the opponent's turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = { {"ST01-001", pilot = "ST01-010", as = "gundam"}, {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 2, "GM printed AP")
  eq(g:ap("gundam"), 3 + 2, "Gundam 3 + Amuro 2")
end)

scenario({"13-2-10-1", "10-1-5"}, "ST01-001 Gundam without a Pilot gives no AP+1", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-001", as = "gundam"}, {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 2)
  eq(g:ap("gundam"), 3)
end)

scenario({"13-2-10-1", "13-2-9-1"}, "ST01-001 Gundam: pairing a Pilot turns the AP+1 on", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST01-013", as = "kai"}},
                         battle = { {"ST01-001", as = "gundam"}, {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10 } }
  eq(g:ap("gm"), 2)
  g:choose("pair " .. c(g, "kai") .. " " .. c(g, "gundam"))
  eq(g:ap("gm"), 3, "GM 2 + 1")
  eq(g:ap("gundam"), 3 + 1 + 1, "Gundam 3 + Kai's Resolve 1 + 1")
end)

scenario({"13-2-10-1", "10-1-5"}, "ST01-001 Gundam: your Units only -- not the enemy's, not your Base", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = { {"ST01-001", pilot = "ST01-010", as = "gundam"}, {"ST01-005", as = "gm"} },
                         base = {{"ST01-015", as = "wb"}} },
                  p2 = { deck = 10, battle = { {"ST01-005", as = "enemy"} } } }
  eq(g:ap("gm"), 3, "your GM: 2 + 1")
  eq(g:ap("enemy"), 2, "an enemy Unit gets nothing")
  eq(g:ap("wb"), 0, "a Base is not a Unit")
end)

------------------------------------------------------------------ ST01-002 Gundam (MA Form)

scenario({"13-2-9-1", "13-2-9-2"}, "ST01-002 Gundam (MA Form): paired with a (White Base Team) Pilot, draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-012", as = "hayato"}},
                         battle = { {"ST01-002", as = "ma"} } },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "hayato") .. " " .. c(g, "ma"))
  ok(g:paired("ma"), "paired")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario({"13-2-9-2"}, "ST01-002 Gundam (MA Form): a Pilot without the trait draws nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST01-011", as = "suletta"}},
                         battle = { {"ST01-002", as = "ma"} } },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "suletta") .. " " .. c(g, "ma"))
  ok(g:paired("ma"), "paired")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
end)

------------------------------------------------------------------ ST01-004 Guntank

scenario({"13-2-6-1", "10-2-2"}, "ST01-004 Guntank: with two enemy Units of 2 or less HP, the player chooses", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-004", as = "guntank"}} },
                  p2 = { deck = 10, battle = { {"ST01-005", as = "gm"}, {"ST01-001", damage = 2, as = "gundam"},
                                               {"ST01-003", as = "guncannon"} } } }
  g:choose("play " .. c(g, "guntank"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "guncannon")) -- HP 4
  g:choose(c(g, "gundam"))            -- HP 4 - 2 damage = 2
  ok(g:rested("gundam"))
  ok(not g:rested("gm"))
end)

------------------------------------------------------------------ ST01-006 Gundam Aerial (Permet Score Six)

scenario({"13-2-9-1", "10-2-2", "7-6-6-1"}, "ST01-006 Gundam Aerial: when paired, an enemy Unit of Lv.5 or lower gets AP-3 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST01-011", as = "suletta"}},
                         battle = { {"ST01-006", as = "aerial"} } },
                  p2 = { deck = 10, battle = { {"ST01-002", as = "ma"}, {"ST02-001", as = "wing"} } } }
  g:choose("pair " .. c(g, "suletta") .. " " .. c(g, "aerial"))
  -- Wing Gundam is Lv.6: only the Lv.5 Gundam (MA Form) can be chosen
  eq(g:ap("ma"), 4 - 3, "AP-3")
  eq(g:ap("wing"), 4, "the Lv.6 Unit is not affected")
  g:end_main()
  g:expect_state{ active = 2 }
  eq(g:ap("ma"), 4, "the AP-3 ended with the turn")
end)

scenario({"13-2-9-1"}, "ST01-006 Gundam Aerial: the player chooses among Lv.5 or lower enemy Units", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST01-011", as = "suletta"}},
                         battle = { {"ST01-006", as = "aerial"}, {"ST01-005", as = "mine"} } },
                  p2 = { deck = 10, battle = { {"ST01-002", as = "ma"}, {"ST01-005", as = "gm"} } } }
  g:choose("pair " .. c(g, "suletta") .. " " .. c(g, "aerial"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 0, "AP 2 - 3 is 0")
  eq(g:ap("ma"), 4)
end)

------------------------------------------------------------------ ST01-009 Zowort

scenario({"8-1"}, "ST01-009 Zowort may still attack a rested enemy Unit (only the player is forbidden)", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-009", as = "zowort"} } },
                  p2 = { deck = 10, battle = { {"ST01-005", rested = true, as = "gm"} } } }
  g:choose("attack " .. c(g, "zowort") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("zowort", "trash") -- AP2 against HP2
end)

------------------------------------------------------------------ ST01-010 Amuro Ray

scenario({"13-2-9-1", "3-3-9-2"}, "ST01-010 Amuro Ray: when paired, rest an enemy Unit with 5 or less HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST01-010", as = "amuro"}},
                         battle = { {"ST01-003", as = "guncannon"} } },
                  p2 = { deck = 10, battle = { {"ST02-001", as = "wing"},                          -- HP 5
                                               {"ST01-001", pilot = "ST01-011", as = "big"} } } }   -- HP 4 + 2
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "guncannon"))
  ok(g:rested("wing"), "the only Unit with 5 or less HP is rested")
  ok(not g:rested("big"), "HP 6: not a target")
end)

scenario({"13-2-5-1", "13-2-5-3"}, "ST01-010 Amuro Ray 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-010", as = "amuro"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("amuro", "hand")
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-5-1", "10-1-3"}, "ST01-010 Amuro Ray 【Burst】 declined: the Shield goes to the trash", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-010", as = "amuro"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("no")
  g:expect_loc("amuro", "trash")
end)

------------------------------------------------------------------ ST01-011 Suletta Mercury

scenario({"13-2-7-1", "13-2-13-1", "3-3-9-2"}, "ST01-011 Suletta Mercury: 【Attack】 sets a Resource active, once per turn", function()
  local g = game{ p1 = { deck = 10, resources = {5, rested = 1},
                         battle = { {"ST02-006", pilot = "ST01-011", as = "tallgeese"} } },
                  p2 = { deck = 10, shields = 3 } }
  local rested = g:cards(1, "resources")[1]
  ok(g:rested(rested), "the first Resource is rested")
  g:choose("attack " .. c(g, "tallgeese") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose("c" .. rested)
  ok(not g:rested(rested), "set as active")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_count(2, "shields", 2)
  -- Tallgeese's ④ sets it active again: a second attack this turn triggers nothing
  g:choose("Activate effect 1 of Tallgeese")
  ok(not g:rested("tallgeese"))
  eq(#numbered(g, 1, "resources", "R-001"), 5)
  g:choose("attack " .. c(g, "tallgeese") .. " p2")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_count(2, "shields", 1)
  local active = 0
  for _, r in ipairs(g:cards(1, "resources")) do if not g:rested(r) then active = active + 1 end end
  eq(active, 1, "no Resource set active by the second attack")
end)

scenario({"13-2-7-1", "13-2-13-1"}, "ST01-011 Suletta Mercury: the 【Attack】 is used again the next turn", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = {2, rested = 2},
                         battle = { {"ST01-007", pilot = "ST01-011", as = "aerial"} } },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "aerial") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(1)
  g:expect_state{ phase = "main phase", step = "" }
  g:end_main()
  g:expect_state{ active = 2 }
  g:end_main()
  g:expect_state{ active = 1, phase = "main phase" }
  g:choose("attack " .. c(g, "aerial") .. " p2")
  g:expect_decision{ kind = "choose", player = 1 }
end)

scenario({"10-2-2", "13-2-7-1"}, "ST01-011 Suletta Mercury: with no Resource to choose, the 【Attack】 does nothing", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST02-006", pilot = "ST01-011", as = "tallgeese"} } },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "tallgeese") .. " p2")
  g:expect_state{ phase = "main phase", step = "" }   -- no question: straight on to the battle
  g:expect_count(2, "shields", 2)
end)

scenario({"13-2-5-1"}, "ST01-011 Suletta Mercury 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-011", as = "suletta"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("suletta", "hand")
end)

------------------------------------------------------------------ ST01-012 Thoroughly Damaged

scenario({"10-1-8-1", "5-5-4"}, "ST01-012 Thoroughly Damaged: 1 damage to a rested enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-012", as = "td"}} },
                  p2 = { deck = 10, battle = { {"ST01-003", rested = true, as = "guncannon"}, {"ST01-005", as = "gm"} } } }
  g:choose("play " .. c(g, "td"))
  eq(g:damage("guncannon"), 1)
  eq(g:damage("gm"), 0, "active Units are not targets")
  g:expect_loc("td", "trash")
end)

scenario({"10-1-8-1"}, "ST01-012 Thoroughly Damaged cannot be played without a rested enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-012", as = "td"}},
                         battle = { {"ST01-005", rested = true} } },
                  p2 = { deck = 10, battle = { {"ST01-005", as = "gm"} } } }
  g:expect_no_option("play " .. c(g, "td"))
end)

------------------------------------------------------------------ ST01-013 Kai's Resolve

scenario({"10-1-8-1", "5-6-1", "5-6-2"}, "ST01-013 Kai's Resolve: a friendly Unit recovers 3 HP", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}},
                         battle = { {"ST01-001", damage = 3, as = "gundam"}, {"ST01-003", damage = 2, as = "guncannon"} } },
                  p2 = { deck = 10, battle = { {"ST01-003", damage = 3, as = "enemy"} } } }
  g:choose("play " .. c(g, "kai"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "guncannon"))
  eq(g:damage("guncannon"), 0, "2 damage, 3 recovered: no more than the damage")
  eq(g:damage("gundam"), 3)
  eq(g:damage("enemy"), 3)
end)

scenario({"10-1-8-1"}, "ST01-013 Kai's Resolve cannot be played without a friendly Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-013", as = "kai"}} },
                  p2 = { deck = 10, battle = { {"ST01-003", damage = 3} } } }
  g:expect_no_option("play " .. c(g, "kai"))
end)

------------------------------------------------------------------ ST01-014 Unforeseen Incident

scenario({"10-1-8-1", "7-6-6-1"}, "ST01-014 Unforeseen Incident 【Main】: AP-3 during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-014", as = "ui"}} },
                  p2 = { deck = 10, battle = { {"ST01-002", as = "ma"} } } }
  g:choose("play " .. c(g, "ui"))
  eq(g:ap("ma"), 1)
  g:end_main()
  g:expect_state{ active = 2 }
  eq(g:ap("ma"), 4, "ended with the turn")
end)

scenario({"10-1-8-1"}, "ST01-014 Unforeseen Incident cannot be played without an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-014", as = "ui"}}, battle = { "ST01-005" } },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "ui"))
end)

scenario({"8-4-1"}, "ST01-014 Unforeseen Incident 【Action】: the attacker loses 3 AP before damage", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-002", as = "ma"} } },                   -- AP4
                  p2 = { deck = 10, resources = 3, hand = {{"ST01-014", as = "ui"}},
                         battle = { {"ST01-003", rested = true, as = "guncannon"} } } }      -- HP4
  g:choose("attack " .. c(g, "ma") .. " " .. c(g, "guncannon"))
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "ui"))
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_loc("guncannon", "battle")
  eq(g:damage("guncannon"), 1, "AP 4 - 3")
end)

scenario({"13-2-5-1"}, "ST01-014 Unforeseen Incident 【Burst】 activates its 【Main】", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-002", as = "ma"}, {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-014", as = "ui"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "ma"))
  eq(g:ap("ma"), 1)
  g:expect_loc("ui", "trash")
end)

------------------------------------------------------------------ ST01-015 White Base

scenario({"13-2-6-1"}, "ST01-015 White Base 【Deploy】: add the top Shield to your hand", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST01-015", as = "wb"}},
                         shields = {"ST01-005", {"ST01-003", as = "top"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "wb"))
  g:expect_loc("wb", "base")
  g:expect_loc("top", "hand")
  g:expect_count(1, "shields", 1)
end)

scenario({"13-2-5-1", "13-2-6-1"}, "ST01-015 White Base 【Burst】: deployed, then its 【Deploy】 takes a Shield", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-003", as = "next"}, {"ST01-015", as = "wb"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("wb", "base")
  g:expect_loc("next", "hand")
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-1-1"}, "ST01-015 White Base: Guncannon token with 1 Unit in play, Guntank with 2", function()
  local g = game{ p1 = { deck = 10, resources = 2, base = {{"ST01-015", as = "wb"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("Activate effect 3 of White Base")
  eq(#numbered(g, 1, "battle", "T-002"), 1, "Guncannon token")
  local g2 = game{ p1 = { deck = 10, resources = 2, base = {{"ST01-015", as = "wb"}}, battle = {"ST01-005", "ST01-005"} },
                   p2 = { deck = 10 } }
  g2:choose("Activate effect 3 of White Base")
  eq(#numbered(g2, 1, "battle", "T-003"), 1, "Guntank token")
end)

scenario({"10-1-7-3"}, "ST01-015 White Base: the ② cost must be payable", function()
  local g = game{ p1 = { deck = 10, resources = 1, base = {{"ST01-015", as = "wb"}} }, p2 = { deck = 10 } }
  g:expect_no_option("Activate effect 3 of White Base")
end)

------------------------------------------------------------------ ST01-016 Asticassia School of Technology, Earth House

scenario({"13-2-1-1", "3-2-6-2", "7-6-6-1"}, "ST01-016 Asticassia: rest it, friendly Link Units get AP+1 this turn", function()
  local g = game{ p1 = { deck = 10, base = {{"ST01-016", as = "school"}},
                         battle = { {"ST01-006", pilot = "ST01-011", as = "linked"},      -- AP 4 + 1
                                    {"ST01-002", pilot = "ST01-011", as = "paired"},      -- AP 4 + 1, not linked
                                    {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, battle = { {"ST01-007", pilot = "ST01-011", as = "enemy"} } } }
  ok(g:linked("linked") and not g:linked("paired"))
  g:choose("Activate effect 3 of Asticassia")
  ok(g:rested("school"), "the Base is rested (the cost)")
  eq(g:ap("linked"), 6)
  eq(g:ap("paired"), 5)
  eq(g:ap("gm"), 2)
  eq(g:ap("enemy"), 4, "enemy Link Units are not affected")
  g:expect_no_option("Activate effect 3 of Asticassia")
  g:end_main()
  g:expect_state{ active = 2 }
  eq(g:ap("linked"), 5, "ended with the turn")
end)

scenario({"13-2-5-1", "13-2-6-1"}, "ST01-016 Asticassia 【Burst】: deployed, then its 【Deploy】 takes a Shield", function()
  local g = game{ p1 = { deck = 10, battle = { {"ST01-005", as = "gm"} } },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-003", as = "next"}, {"ST01-016", as = "school"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("school", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-6-1"}, "ST01-016 Asticassia played from the hand: 【Deploy】 takes a Shield", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-016", as = "school"}},
                         shields = {"ST01-005", {"ST01-003", as = "top"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "school"))
  g:expect_loc("top", "hand")
  ok(not g:rested("school"))
end)
