-- Rules 1: game overview -- players, winning and losing (1-2), fundamental rules (1-3).

local BW, GW = "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"

------------------------------------------------------------------ 1-1 players

scenario("1-1-1", "a game is between two players unless more are asked for", function()
  local g = game{ p1 = { deck = 10 }, p2 = { deck = 10 } }
  g:expect_count(1, "deck", 10)
  g:expect_count(2, "deck", 10)
  fails(function() g:count(3, "deck") end, "no player 3")
  local d = new_game{ decks = {BW, GW}, seed = 3 }
  fails(function() d:count(3, "hand") end, "no player 3")
end)

------------------------------------------------------------------ 1-2 defeat by battle damage

scenario({"1-2-2-1", "8-5-2-2", "1-2-1", "1-2-3"},
         "battle damage to a player with no cards in the shield area: that player loses, the other wins",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 0 } }
  -- Having no shields is not a defeat by itself.
  g:expect_state{ over = false }
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ over = true, winner = 1, reason = "battle damage" }
  g:expect_decision{ kind = "none" }
  ok(logged(g, "P2 takes 2 battle damage"), "the damage is dealt to the player")
  ok(logged(g, "P2 loses (battle damage)"), "P2 loses")
  ok(logged(g, "P1 wins"), "P1 wins")
end)

scenario({"1-2-2-1", "8-5-2-3"}, "with a Shield left the Shield takes the damage: no defeat", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-001", as = "gundam"}} },
                  p2 = { deck = 10, shields = 1 } }
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:expect_state{ over = false }
  g:expect_count(2, "shields", 0)
  g:expect_count(2, "trash", 1)
  ok(not logged(g, "P2 takes"), "no damage to the player")
end)

scenario({"1-2-2-1", "8-5-2-4"}, "a Base in the shield area takes the damage even with no Shield: no defeat", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 0, base = {{"EXB-001", as = "exb"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ over = false }
  eq(g:damage("exb"), 2, "EX Base damage")
  ok(not logged(g, "P2 takes"), "no damage to the player")
end)

scenario({"1-2-2-1", "5-5-5"}, "an attack with 0 AP deals no battle damage: a player with no shields does not lose",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-061", as = "zuoot"}} },   -- ZuOOT: AP0
                  p2 = { deck = 10, shields = 0 } }
  eq(g:ap("zuoot"), 0, "ZuOOT AP")
  g:choose("attack " .. c(g, "zuoot") .. " p2")
  g:expect_state{ over = false }
  ok(not logged(g, "P2 takes"), "no damage dealt")
  ok(not logged(g, "loses"), "nobody loses")
end)

------------------------------------------------------------------ 1-2 defeat by deck out

scenario({"1-2-2-2", "1-2-3", "11-2-1-2"}, "an empty deck loses at once in the main phase, not only at a draw", function()
  local g = game{ phase = "main", p1 = { deck = 0, hand = 3 }, p2 = { deck = 10 } }
  g:expect_state{ over = true, winner = 2, reason = "deck out" }
  g:expect_decision{ kind = "none" }    -- never offered a main phase action
  ok(not logged(g, "draws"), "no draw was needed")
end)

scenario({"1-2-2-2", "11-2-1-2"}, "the standby player's empty deck loses during the opponent's turn", function()
  local g = game{ phase = "main", active = 1, p1 = { deck = 5 }, p2 = { deck = 0, hand = 5 } }
  g:expect_state{ over = true, winner = 1, reason = "deck out" }
end)

scenario({"1-2-2-2", "11-2-1-2"}, "an empty deck loses in the end phase too", function()
  local g = game{ phase = "end", p1 = { deck = 0 }, p2 = { deck = 3 } }
  g:expect_state{ over = true, winner = 2, reason = "deck out" }
end)

scenario("1-2-2-2", "one card left in the deck is not a defeat", function()
  local g = game{ phase = "main", p1 = { deck = 1 }, p2 = { deck = 1 } }
  g:expect_state{ over = false }
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"1-2-2-2", "1-2-3"}, "a deck emptied by the draw phase loses before the main phase is offered", function()
  local g = game{ phase = "start", p1 = { deck = 1 }, p2 = { deck = 5 } }
  g:expect_state{ over = true, winner = 2, reason = "deck out" }
  g:expect_count(1, "hand", 1)    -- the draw itself happened
end)

------------------------------------------------------------------ 11-2-1 several defeats at once

scenario({"11-2-1", "1-2-2-2"}, "two players defeated at once: both lose, nobody wins", function()
  local g = game{ p1 = { deck = 0 }, p2 = { deck = 0 } }
  g:expect_state{ over = true, reason = "draw" }
  eq(g:state().winner, nil, "winner")
  ok(logged(g, "P1 loses (deck out)") and logged(g, "P2 loses (deck out)"), "both lose")
end)

scenario({"11-2-1", "1-2-1"}, "three players, two defeated at once: the third one wins", function()
  local g = game{ players = 3, mode = "battle-royale", p1 = { deck = 5 }, p2 = { deck = 0 }, p3 = { deck = 0 } }
  g:expect_state{ over = true, winner = 1, reason = "deck out" }
end)

scenario("11-2-1", "three players, one defeated: the game goes on without them", function()
  local g = game{ players = 3, mode = "battle-royale", active = 1, p1 = { deck = 5 }, p2 = { deck = 5 }, p3 = { deck = 0 } }
  g:expect_state{ over = false }
  ok(logged(g, "P3 loses (deck out)"), "P3 loses")
  g:end_main()
  g:expect_state{ active = 2, over = false }
  g:end_main()
  g:expect_state{ active = 1, over = false }     -- P3 gets no turn
  fails(function() g:concede(3) end, "cannot concede")
end)

------------------------------------------------------------------ 1-2-4 concession

scenario("1-2-4", "a player may concede at the redraw decision of the setup", function()
  local g = new_game{ decks = {BW, GW}, seed = 5, first = 1 }
  g:expect_decision{ player = 1, kind = "action" }
  g:concede(1)
  g:expect_state{ over = true, winner = 2, reason = "concession" }
  g:expect_decision{ kind = "none" }
end)

scenario("1-2-4", "a player may concede while the opponent is deciding", function()
  local g = game{ p1 = { deck = 10, battle = {"ST01-005"} }, p2 = { deck = 10 } }
  g:expect_decision{ player = 1 }
  g:concede(2)
  g:expect_state{ over = true, winner = 1, reason = "concession" }
  ok(logged(g, "P2 concedes"), "logged")
end)

scenario("1-2-4", "a player may concede at a block decision, a hand-step choice or an action step", function()
  -- the block step: P2 decides
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {"ST01-008"} } }      -- Demi Trainer <Blocker>
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ player = 2 }
  g:concede(2)
  g:expect_state{ over = true, winner = 1, reason = "concession" }
  -- the hand step: P1 chooses cards to discard; P1 concedes
  g = game{ phase = "end", p1 = { deck = 10, hand = 12 }, p2 = { deck = 10 } }
  g:expect_decision{ player = 1, kind = "choose" }
  g:concede(1)
  g:expect_state{ over = true, winner = 2, reason = "concession" }
  -- the end phase's action step: P2 holds an 【Action】 Command
  g = game{ phase = "end", p1 = { deck = 10 },
            p2 = { deck = 10, resources = 3, hand = {"ST01-014"} } }  -- Unforeseen Incident
  g:expect_decision{ player = 2 }
  g:concede(1)
  g:expect_state{ over = true, winner = 2, reason = "concession" }
end)

scenario("1-2-4", "nobody can concede once the game is over; a refused concession changes nothing", function()
  local g = game{ p1 = { deck = 10 }, p2 = { deck = 10 } }
  g:concede(1)
  local h = g:hash()
  fails(function() g:concede(2) end, "the game is over")
  fails(function() g:concede(1) end, "the game is over")
  eq(g:hash(), h, "hash")
  g:expect_state{ winner = 2 }
end)

------------------------------------------------------------------ 1-3 fundamental rules

scenario("1-3-2", "an impossible action is not performed: no Resource from an empty resource deck, the turn goes on",
         function()
  local g = game{ phase = "start", p1 = { deck = 5, resources = 2, resource_deck = 0 }, p2 = { deck = 5 } }
  g:expect_state{ phase = "main phase", over = false }
  g:expect_count(1, "resources", 2)
  g:expect_count(1, "hand", 1)
end)

scenario({"1-3-2", "4-4-2"}, "a full resource area: the resource phase places nothing, the rest of the turn happens",
         function()
  local g = game{ phase = "start", p1 = { deck = 5, resources = 15, resource_deck = 2 }, p2 = { deck = 5 } }
  g:expect_state{ phase = "main phase" }
  g:expect_count(1, "resources", 15)
  g:expect_count(1, "resource_deck", 2)
  g:expect_count(1, "hand", 1)
end)

scenario("1-3-2-1", "setting active a card that is already active does nothing", function()
  local g = game{ phase = "start",
                  p1 = { deck = 5, battle = {{"ST01-005", as = "up"}, {"ST01-005", rested = true, as = "down"}} },
                  p2 = { deck = 5 } }
  eq(g:rested("down"), false, "the rested Unit is set active")
  ok(logged(g, "GM #" .. g:card("down") .. " is set active"), "the rested one is set active")
  ok(not logged(g, "GM #" .. g:card("up") .. " is set active"), "the active one is not set active again")
end)

scenario("1-3-2-2", "an action repeated zero times is not performed: a hand of exactly 10 discards nothing", function()
  local g = game{ phase = "end", p1 = { deck = 10, hand = 10 }, p2 = { deck = 10 } }
  -- No "choose 0 cards" decision: the turn passes to P2.
  g:expect_state{ active = 2, phase = "main phase" }
  g:expect_count(1, "hand", 10)
  g:expect_count(1, "trash", 0)
  ok(not logged(g, "discards"), "nothing discarded")
end)

scenario("1-3-6", "a modified number is never below zero: AP 2 with AP-3 is 0", function()
  -- ST01-014 Unforeseen Incident: Choose 1 enemy Unit. It gets AP-3 during this turn.
  local g = game{ p1 = { deck = 5, resources = 3, hand = {{"ST01-014", as = "cmd"}} },
                  p2 = { deck = 5, battle = {{"ST01-005", as = "gm"}, {"GD01-061", as = "zero"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 0, "GM's AP")
  ok(g:view(1):find('"ap":0', 1, true), "the view shows 0")
  ok(not g:view(1):find('"ap":-', 1, true), "no negative AP in the view")
  -- More below zero stays zero; the sum of all modifiers is what counts (see
  -- tests/unit/test_game.c, r1_3_6_modified_values_never_negative).
  local g2 = game{ p1 = { deck = 5, resources = 3, hand = {{"ST01-014", as = "cmd"}} },
                   p2 = { deck = 5, battle = {{"GD01-061", as = "zero"}} } }
  g2:choose("play " .. c(g2, "cmd"))
  eq(g2:ap("zero"), 0, "AP 0 with AP-3")
end)

-- Multiplayer removal (12-2-5-2): a defeated player leaves the game with their cards,
-- and if it was their turn, the turn ends at once (docs/modes.md).
scenario({"1-2-4", "12-2-5-2"}, "three players: the active player concedes, the next player's turn begins",
         function()
  local g = game{ players = 3, mode = "battle-royale", p1 = { deck = 5 }, p2 = { deck = 5 }, p3 = { deck = 5 } }
  g:concede(1)
  g:expect_state{ over = false, active = 2 }        
  g:expect_decision{ player = 2 }
end)

scenario({"1-2-2-2", "12-2-5-2"}, "three players: the active player's deck runs out, the turn passes",
         function()
  local g = game{ players = 3, mode = "battle-royale", p1 = { deck = 0 }, p2 = { deck = 5 }, p3 = { deck = 5 } }
  g:expect_decision{ player = 2 }
end)

scenario("12-2-5-2", "three players: a defeated player's cards leave the game", function()
  local g = game{ players = 3, mode = "battle-royale", p1 = { deck = 5 }, p2 = { deck = 0, battle = {{"ST01-003", as = "x"}} },
                  p3 = { deck = 5 } }
  eq(g:loc("x") ~= "battle", true, "P2's Unit")
end)
