-- Rules 7: the flow of a turn.

-- Does the narration (as `viewer` sees it; nil: everything) contain `text`?
-- Index of the first narration line containing `text` (after line `from`), or nil.
local function log_index(g, text, from)
  for i, l in ipairs(g:log()) do
    if i > (from or 0) and l:find(text, 1, true) then return i end
  end
  return nil
end

-- The option key of a named card ("c12").
------------------------------------------------------------------ 7-1, 7-2

scenario({"7-1-1", "7-2-1", "7-2-5", "7-6-1", "7-6-7"},
         "a turn goes start (active, start step), draw, resource, main, end (action, end, hand, cleanup)",
         function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, resource_deck = 2 }, p2 = { deck = 10 } }
  g:expect_state{ phase = "main phase", active = 1, turn = 2 }
  g:end_main()
  local order = {
    "== Turn 2: P1 ==", "-- start phase: active step", "-- start phase: start step",
    "-- draw phase", "-- resource phase", "-- main phase", "-- end phase: action step",
    "-- end phase: end step", "-- end phase: hand step", "-- end phase: cleanup step",
    "== Turn 3: P2 ==",
  }
  local at = 0
  for _, want in ipairs(order) do
    local i = log_index(g, want, at)
    ok(i, "expected '" .. want .. "' after line " .. at)
    at = i
  end
  -- 7-6-7: the turn passed to the opponent, who is now in their main phase.
  g:expect_state{ turn = 3, active = 2, phase = "main phase" }
end)

scenario({"7-2-3-1", "7-2-3-2"}, "the active step sets the active player's rested Units, Resources and Base active, all at once",
         function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, resources = {3, rested = 2},
                         battle = {{"ST01-005", rested = true, as = "gm"},
                                   {"ST01-001", rested = true, pilot = {"ST01-010", as = "amuro"}, as = "gundam"}},
                         base = {{"GD01-126", rested = true, as = "base"}} },
                  p2 = { deck = 10, resources = {2, rested = 2},
                         battle = {{"ST01-008", rested = true, as = "demi"}},
                         base = {{"GD01-128", rested = true, as = "palau"}} } }
  g:expect_state{ phase = "main phase", active = 1 }
  eq(g:rested("gm"), false, "P1 GM")
  eq(g:rested("gundam"), false, "P1 Gundam")
  eq(g:rested("base"), false, "P1 Base")
  for _, r in ipairs(g:cards(1, "resources")) do eq(g:rested(r), false, "P1 Resource #" .. r) end
  -- The standby player's cards stay rested.
  eq(g:rested("demi"), true, "P2 Demi Trainer")
  eq(g:rested("palau"), true, "P2 Base")
  for _, r in ipairs(g:cards(2, "resources")) do eq(g:rested(r), true, "P2 Resource #" .. r) end
  -- All at once: the "set active" events come together in the active step, before the start step.
  local active_step = log_index(g, "-- start phase: active step")
  local start_step = log_index(g, "-- start phase: start step")
  local n = 0
  for i, l in ipairs(g:log()) do
    if l:find("is set active", 1, true) then
      ok(i > active_step and i < start_step, "set active outside the active step: " .. l)
      n = n + 1
    end
  end
  eq(n, 2 + 1 + 2, "cards set active")
end)

------------------------------------------------------------------ 7-3, 7-4

scenario("7-3-1", "the active player draws one card in the draw phase", function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, hand = 2, resource_deck = 5 },
                  p2 = { deck = 10 } }
  g:expect_state{ phase = "main phase", active = 1, turn = 2 }
  g:expect_count(1, "hand", 3)
  g:expect_count(1, "deck", 9)
  g:expect_count(2, "hand", 0)
end)

scenario({"Q17", "7-3-1-1", "1-2-2-2"}, "drawing the last card of the deck loses the game", function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 1 }, p2 = { deck = 10 } }
  g:expect_state{ over = true, winner = 2, reason = "deck out" }
end)

scenario("7-3-1", "the draw takes the top card of the deck", function()
  local g = game{ turn = 2, active = 1, phase = "draw",
                  p1 = { deck = {"ST01-005", "ST01-005", {"ST01-008", as = "top"}} },
                  p2 = { deck = 10 } }
  g:expect_loc("top", "hand")
  g:expect_count(1, "deck", 2)
end)

scenario({"Q18", "7-4-1", "3-6-1"}, "the resource phase places the top Resource of the resource deck, active", function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, resources = {2, rested = 2},
                         resource_deck = {"R-001", {"R-002", as = "top"}} },
                  p2 = { deck = 10, resource_deck = 3 } }
  g:expect_state{ phase = "main phase" }
  g:expect_loc("top", "resources")
  eq(g:rested("top"), false, "the new Resource is active")
  g:expect_count(1, "resources", 3)
  g:expect_count(1, "resource_deck", 1)
  -- Only the active player.
  g:expect_count(2, "resources", 0)
  g:expect_count(2, "resource_deck", 3)
end)

scenario({"Q20", "7-4-1"}, "with an empty resource deck the resource phase places nothing, and the game goes on",
         function()
  local g = game{ turn = 2, active = 1, phase = "start",
                  p1 = { deck = 10, resources = 2 }, p2 = { deck = 10 } }
  g:expect_state{ phase = "main phase", over = false }
  g:expect_count(1, "resources", 2)
  ok(not logged(g, "places a Resource"), "no Resource was placed")
end)

------------------------------------------------------------------ 7-5

scenario({"7-5-1", "7-5-2-1"}, "main phase: play cards, pair Pilots, attack, in any order, as many times as allowed",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 6,
                         battle = {{"ST01-005", as = "gm"}},
                         hand = {{"ST01-005", as = "gm2"}, {"ST04-005", as = "dagger"},
                                 {"ST01-010", as = "amuro"}, {"GD01-126", as = "base"},
                                 {"GD01-100", as = "resolve"}} },
                  p2 = { deck = 10, shields = 3 } }
  local gm, gm2, dagger = g:card("gm"), g:card("gm2"), g:card("dagger")
  -- Every kind of action is offered.
  g:expect_option("play c" .. gm2)                         -- deploy a Unit
  g:expect_option("play " .. c(g, "base"))                  -- deploy a Base
  g:expect_option("pair " .. c(g, "amuro") .. " c" .. gm)   -- pair a Pilot
  g:expect_option("play " .. c(g, "resolve"))               -- a 【Main】 Command
  g:expect_option("attack c" .. gm .. " p2")                -- attack
  g:expect_option("end")
  -- Attack first, then play, then play again.
  g:choose("attack c" .. gm .. " p2")
  g:expect_count(2, "shields", 2)
  g:expect_state{ phase = "main phase", step = "" }
  g:choose("play c" .. gm2)
  g:choose("play c" .. dagger)
  g:expect_loc("gm2", "battle"):expect_loc("dagger", "battle")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_option("end")
end)

scenario({"7-5-2-2-1", "5-7-1"}, "a card played from the hand is revealed to the opponent", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "gm"}, {"ST01-008", as = "hidden"}} },
                  p2 = { deck = 10 } }
  ok(not logged(g, "GM #" .. g:card("gm"), 2), "P2 does not know the card before it is played")
  g:choose("play " .. c(g, "gm"))
  ok(logged(g, "P1 plays GM #" .. g:card("gm"), 2), "P2 sees the card played")
  ok(not logged(g, "Demi Trainer", 2), "the rest of the hand stays hidden")
end)

scenario({"7-5-2-2", "7-5-2-2-1", "7-5-2-2-3", "7-5-2-2-4"}, "playing a card: reveal it, rest Resources for its cost, then play it",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 3, hand = {{"ST01-003", as = "guncannon"}} },
                  p2 = { deck = 10 } }
  local from = #g:log()
  g:choose("play " .. c(g, "guncannon"))
  local reveal = log_index(g, "P1 plays Guncannon", from)
  local rest = log_index(g, "is rested", from)
  local deploy = log_index(g, "P1 deploys Guncannon", from)
  ok(reveal and rest and deploy, "all three steps narrated")
  ok(reveal < rest and rest < deploy, "in the order of 7-5-2-2")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 2, "cost 2")
end)

scenario({"7-5-2-2-2", "2-9-1"}, "a card can be played only when the Resources reach its Lv, rested ones included",
         function()
  -- Gundam: Lv4 cost 3.  Gundam (MA Form): Lv5 cost 3.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = {4, rested = 1},
                         hand = {{"ST01-001", as = "gundam"}, {"ST01-002", as = "maform"}} },
                  p2 = { deck = 10 } }
  -- 4 Resources (one rested) reach Lv4 and leave 3 active for the cost.
  g:expect_option("play " .. c(g, "gundam"))
  -- Gundam (MA Form) is Lv5: never offered with 4 Resources.
  g:expect_no_option("play " .. c(g, "maform"))
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, resources = 3, hand = {{"ST01-001", as = "gundam"}} },
                   p2 = { deck = 10 } }
  -- 3 active Resources could pay the cost, but Lv3 < Lv4.
  g2:expect_no_option("play " .. c(g2, "gundam"))
  g2:expect_decision{ kind = "action" }
  eq(#g2:decision().keys, 1, "only 'end' is offered")
end)

scenario({"Q21", "7-5-2-2-2", "2-9-4"}, "EX Resources count toward the player's Lv", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = {3, ex = 1}, hand = {{"ST01-001", as = "gundam"}} },
                  p2 = { deck = 10 } }
  eq(g:count(1, "resources"), 4, "3 Resources + 1 EX Resource")
  g:expect_option("play " .. c(g, "gundam"))
end)

scenario({"7-5-2-2-3", "2-10-1"}, "the cost is paid by resting that many active Resources; too few active ones, no play",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = {5, rested = 3},
                         hand = {{"ST01-001", as = "gundam"}, {"ST01-003", as = "guncannon"}} },
                  p2 = { deck = 10 } }
  -- Lv5 is enough for both, but only 2 Resources are active: Gundam (cost 3) cannot be paid.
  g:expect_no_option("play " .. c(g, "gundam"))
  g:expect_option("play " .. c(g, "guncannon"))
  g:choose("play " .. c(g, "guncannon"))
  g:expect_loc("guncannon", "battle")
  for _, r in ipairs(g:cards(1, "resources")) do eq(g:rested(r), true, "Resource #" .. r) end
  eq(g:count(1, "resources"), 5, "normal Resources stay in the resource area")
  -- Nothing left to pay with: the Lv is still 5, but no card with a cost can be played.
  g:expect_no_option("play " .. c(g, "gundam"))
end)

scenario({"7-5-2-2-3", "5-17-3-2-3"}, "EX Resources are used after the normal ones, and a used EX Resource is removed",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = {1, ex = 1},
                         hand = {{"ST01-005", as = "gm1"}, {"ST01-005", as = "gm2"}, {"ST01-008", as = "demi"}} },
                  p2 = { deck = 10 } }
  local res = g:cards(1, "resources")
  local normal, ex = res[1], res[2]
  eq(g:number(ex), "EXR-001", "the EX Resource")
  g:choose("play " .. c(g, "gm1"))
  eq(g:rested(normal), true, "the normal Resource paid first")
  g:expect_loc(ex, "resources")
  eq(g:rested(ex), false, "the EX Resource is still there and active")
  g:choose("play " .. c(g, "gm2"))
  g:expect_loc(ex, "outside")
  g:expect_count(1, "resources", 1)
  -- Lv went down with it: the Lv1 Demi Trainer is still playable by Lv, but nothing is active.
  g:expect_no_option("play " .. c(g, "demi"))
end)

scenario({"7-5-4-1", "8-1"}, "the active player may attack the opposing player or a rested enemy Unit",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 1,
                         battle = {{"ST01-005", rested = true, as = "rested"}, {"ST01-008", as = "active"}} } }
  local gm = g:card("gm")
  g:expect_option("attack c" .. gm .. " p2")
  g:expect_option("attack c" .. gm .. " " .. c(g, "rested"))
  g:expect_no_option("attack c" .. gm .. " " .. c(g, "active"))
  -- The standby player never gets a main phase action.
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"7-5-5-1", "7-5-5-2"}, "declaring the end of the main phase enters the end phase at once", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 1, battle = {"ST01-005"}, hand = {"ST01-005"} },
                  p2 = { deck = 10, resources = 2, battle = {"GD01-011"}, hand = {{"ST03-012", as = "cmd"}} } }
  g:expect_option("end")
  g:end_main()
  -- P2 holds an 【Action】 Command: the end phase's action step asks them first.
  g:expect_state{ turn = 3, active = 1, phase = "end phase", step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_count(1, "battle", 1)
  g:expect_count(1, "hand", 1)
end)

------------------------------------------------------------------ 7-6

scenario({"7-6-3-1", "9-1", "9-2"}, "the end phase has an action step, the standby player first", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2, battle = {"GD01-011"}, hand = {{"ST03-012", as = "mine"}} },
                  p2 = { deck = 10, resources = 2, battle = {"GD01-011"}, hand = {{"ST03-012", as = "theirs"}} } }
  g:end_main()
  g:expect_state{ phase = "end phase", step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("play " .. c(g, "theirs"))
  g:pass()
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_option("play " .. c(g, "mine"))
  g:pass()
  g:expect_state{ turn = 4, active = 2 }
end)

scenario({"7-6-4-1", "13-1-1-1", "7-6-2", "7-1-3"}, "end step: <Repair> recovers HP before the hand step", function()
  local hand = {}
  for i = 1, 11 do hand[i] = "ST01-005" end
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, hand = hand,
                         battle = {{"ST01-001", damage = 3, as = "gundam"}, {"GD01-017", damage = 2, as = "jegan"}} },
                  p2 = { deck = 10, battle = {{"ST01-001", damage = 3, as = "theirs"}} } }
  g:end_main()
  -- Two different <Repair> effects: P1 orders them, in the end step, before the hand step.
  g:expect_state{ phase = "end phase", step = "end step" }
  g:expect_decision{ kind = "order", player = 1 }
  g:expect_count(1, "hand", 11)
  g:choose("Stark Jegan")
  -- Both resolved: then the hand step.
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_state{ step = "hand step" }
  eq(g:damage("gundam"), 1, "Gundam <Repair 2>")
  eq(g:damage("jegan"), 1, "Stark Jegan <Repair 1>")
  eq(g:damage("theirs"), 3, "the standby player's <Repair> does not work in this turn")
end)

scenario({"Q16", "7-6-5-1", "4-8-4"}, "hand step: the active player discards down to 10, choosing the cards", function()
  local hand = {}
  for i = 1, 10 do hand[i] = "ST01-005" end
  hand[11] = {"ST01-008", as = "demi"}
  hand[12] = {"ST01-001", as = "gundam"}
  local ophand = {}
  for i = 1, 12 do ophand[i] = "ST01-005" end
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, hand = hand }, p2 = { deck = 10, hand = ophand } }
  g:end_main()
  g:expect_state{ phase = "end phase", step = "hand step" }
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  eq(#g:decision().keys, 12, "every card of the hand can be chosen")
  -- Not fewer, not more.
  local ok1 = g:try_choose({1})
  eq(ok1, false, "discarding one card is refused")
  local ok3 = g:try_choose({1, 2, 3})
  eq(ok3, false, "discarding three cards is refused")
  g:choose{ c(g, "demi"), c(g, "gundam") }
  g:expect_loc("demi", "trash"):expect_loc("gundam", "trash")
  g:expect_count(1, "hand", 10)
  -- The standby player keeps 12 cards (it is not their end phase); then they draw.
  g:expect_state{ turn = 4, active = 2 }
  g:expect_count(2, "hand", 13)
end)

scenario("7-6-5-1", "hand step: with 10 cards or fewer nothing is discarded", function()
  local hand = {}
  for i = 1, 10 do hand[i] = "ST01-005" end
  local g = game{ turn = 3, active = 1, p1 = { deck = 10, hand = hand }, p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ turn = 4, active = 2 }
  g:expect_count(1, "hand", 10)
  g:expect_count(1, "trash", 0)
end)

scenario({"7-6-6-1", "13-1-3-1"}, "cleanup step: a <Support> AP bonus (during this turn) is gone in the next turn",
         function()
  local hand = {}
  for i = 1, 11 do hand[i] = "ST01-005" end
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, hand = hand, battle = {{"ST03-004", as = "gaza"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "gaza") .. " 0")
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 4, "GM AP2 + <Support 2>")
  g:end_main()
  -- Still this turn in the hand step (11 cards: a discard to choose) ...
  g:expect_state{ phase = "end phase", step = "hand step" }
  eq(g:ap("gm"), 4, "the bonus lasts until the cleanup step")
  g:choose(1)
  -- ... and gone after the cleanup step.
  g:expect_state{ turn = 4, active = 2 }
  eq(g:ap("gm"), 2, "the bonus ended in the cleanup step")
  ok(log_index(g, "-- end phase: cleanup step"), "a cleanup step happened")
end)

scenario({"7-6-7", "7-1-2"}, "after the end phase the turn passes to the opponent, turn after turn", function()
  local g = game{ turn = 3, active = 1, p1 = { deck = 10 }, p2 = { deck = 10 } }
  g:end_main()
  g:expect_state{ turn = 4, active = 2, phase = "main phase" }
  g:end_main()
  g:expect_state{ turn = 5, active = 1, phase = "main phase" }
  -- Only the active player advances the turn: every main phase decision was theirs.
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "hand", 1)
  g:expect_count(2, "hand", 1)
end)
