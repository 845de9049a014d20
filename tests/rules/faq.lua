-- The official rules FAQ (faq.md): entries a game can show, each tagged with its
-- number (Q51) beside the rules it reads.  Entries shown by a scenario elsewhere
-- carry the tag there; the rest are listed in docs/rules-coverage.md (FAQ).

local function c(g, name) return "c" .. g:card(name) end

scenario({"Q13", "7-2-3-1"}, "the active step sets every rested card active: none can be left rested", function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, resources = {2, rested = 2}, battle = {{"ST01-005", rested = true, as = "gm"}} },
                  p2 = { deck = 10 } }
  g:expect_state{ phase = "main phase", active = 1 }
  eq(g:rested("gm"), false)
  for _, r in ipairs(g:cards(1, "resources")) do eq(g:rested(r), false, "a Resource") end
end)

scenario({"Q14", "Q15", "7-3-1"}, "Player One draws in the draw phase of their first turn, with no choice", function()
  local g = game{ turn = 1, active = 1, phase = "start",
                  p1 = { deck = 10, hand = 5, resource_deck = 5 }, p2 = { deck = 10 } }
  g:expect_state{ phase = "main phase", active = 1, turn = 1 }
  g:expect_count(1, "hand", 6)
  g:expect_count(1, "deck", 9)
end)

scenario({"Q51", "13-1-1-1"}, "<Repair> on an undamaged Unit does not activate: only the damaged Unit's, no order to choose",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 3, as = "gundam"},     -- Repair 2
                                              {"GD01-017", as = "jegan"}} },              -- Repair 1, undamaged
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ turn = 4, active = 2 }  -- (before: an "order" decision between the two <Repair>s)
  eq(g:damage("gundam"), 1, "3 - 2")
  ok(not logged(g, "Jegan #" .. g:card("jegan") .. " recovers"), "the undamaged Unit's <Repair> did not activate")
end)

scenario({"Q34", "Q35", "8-5-2-2"}, "a Unit with 0 AP can attack, and its attack destroys no Shield", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-061", as = "zuoot"}} },   -- ZuOOT: AP0
                  p2 = { deck = 10, shields = 2 } }
  eq(g:ap("zuoot"), 0)
  g:choose("attack " .. c(g, "zuoot") .. " p2")
  while g:decision().kind == "action" and not logged(g, "ends") do g:pass() end  -- (the battle's end)
  ok(logged(g, "The battle of ZuOOT"), "the battle took place")
  g:expect_count(2, "shields", 2)
  ok(logged(g, "attacks"), "the attack was declared")
end)

scenario({"Q36", "8-5-2-3"}, "the Shield destroyed is the first (top) one: no choice", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"ST01-005", as = "top"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  while g:decision().kind == "action" and g:loc("top") == "shields" do g:pass() end
  eq(g:loc("top") ~= "shields", true, "the top Shield is the one destroyed")
  g:expect_count(2, "shields", 2)
end)

scenario({"Q59", "13-1-4-1"}, "<Blocker> on a rested Unit cannot be activated", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 1, battle = {{"ST02-009", rested = true, as = "tragos"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_no_option("block " .. c(g, "tragos"))
end)

scenario({"Q99", "5-6-1"}, "damage stays on a Unit at the end of the turn", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("gm"), 1)
end)

scenario({"Q24", "7-5-2-2"}, "a Unit can be deployed beside a Unit of the same name", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, battle = {"ST01-005"}, hand = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  g:expect_loc("gm", "battle")
  g:expect_count(1, "battle", 2)
end)

scenario({"Q30", "13-1-3-1"}, "an 【Activate･Main】 effect of a Unit deployed this turn can be activated", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-061", fresh = true, as = "zuoot"}, "ST01-005"} },  -- <Support 1>
                  p2 = { deck = 10 } }
  g:expect_option("activate " .. c(g, "zuoot") .. " 0")
end)

scenario({"Q85", "3-3-8"}, "a Pilot cannot be placed in the battle area by itself", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 5, hand = {{"ST01-010", as = "amuro"}} },
                  p2 = { deck = 10 } }
  local okd, why = g:try_action("play " .. c(g, "amuro"))
  eq(okd, false, "refused")
  ok(why and #why > 0, "with a reason")
  g:expect_loc("amuro", "hand")
end)

scenario({"Q86", "Q87", "3-3-8"}, "a Unit already paired takes no other Pilot", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 5, battle = {{"ST01-001", pilot = "ST01-010", as = "gundam"}},
                         hand = {{"ST01-010", as = "amuro2"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("pair " .. c(g, "amuro2") .. " " .. c(g, "gundam"))
end)

scenario({"Q104", "5-17-2-1", "11-4-2"}, "a Unit token counts toward the six Units", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, battle = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005",
                                                              {"T-010", as = "token"}},
                         hand = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1 }  -- one of the six, the token among them, to the trash
  g:choose(c(g, "token"))
  g:expect_loc("gm", "battle")
  g:expect_count(1, "battle", 6)
end)
