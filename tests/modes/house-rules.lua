-- House rules: the modes that extend the standard game (scripts/modes/):
--   partial-mulligan  put any number of opening-hand cards on the bottom, draw as many
--   vanguard          fix up to `size` chosen cards on top of the deck before the
--                     opening draw (options "size=N", default 2, at most 5)
--   round-limit       the game ends after `rounds` rounds (options "rounds=N",
--                     default 7) with a tiebreak
-- and whole bot games in the standard game and each house rule.  The tags are the
-- modes' names: they are not rules of the Comprehensive Rules.

local BW, GW = "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"

local function set(t)
  local out = {}
  for _, v in ipairs(t) do out[v] = true end
  return out
end

------------------------------------------------------------------ every house rule

scenario({"partial-mulligan", "vanguard", "round-limit"}, "a house rule is the standard game with one change: two players, 6 shields, the same setup",
         function()
  for _, mode in ipairs{"partial-mulligan", "vanguard", "round-limit"} do
    fails(function() new_game{ decks = {BW, GW, BW}, mode = mode } end, "is for 2 players (not 3)")
    fails(function() new_game{ decks = {BW, GW}, mode = mode, variant = "x" } end, "has no variants")
    local g = new_game{ decks = {BW, GW}, seed = 2, first = 1, mode = mode }
    g:expect_state{ mode = mode, phase = "setup" }
    for _ = 1, 20 do
      if g:state().phase ~= "setup" then break end
      local d = g:decision()
      if d.kind == "choose" then g:choose({}) elseif g:has_option("keep") then g:choose("keep")
      else g:choose("no") end
    end
    g:expect_state{ turn = 1, active = 1, phase = "main phase" }
    for p = 1, 2 do
      g:expect_count(p, "shields", 6)
      g:expect_count(p, "base", 1)
      g:expect_count(p, "hand", p == 1 and 6 or 5)
    end
  end
  fails(function() new_game{ decks = {BW, GW}, mode = "partial-mulligan", options = "rounds=3" } end,
        "mode partial-mulligan has no option 'rounds'")
end)

------------------------------------------------------------------ partial-mulligan

scenario("partial-mulligan", "each player in turn from Player One puts any cards of the opening hand on the bottom and draws as many",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 7, first = 2, mode = "partial-mulligan" }
  -- Player One (P2) first; no keep/redraw question: this replaces it.
  g:expect_decision{ kind = "choose", player = 2, min = 0, max = 5 }
  g:expect_no_option("keep")
  g:expect_no_option("redraw")
  local hand = g:cards(2, "hand")
  eq(#g:decision().keys, 5, "the five cards of the hand")
  local back = {hand[1], hand[4]}
  g:choose{"c" .. back[1], "c" .. back[2]}
  g:expect_count(2, "hand", 5)
  g:expect_count(2, "deck", 45)
  -- The two cards are at the bottom of the deck, the other three still in hand.
  local deck = g:cards(2, "deck")          -- first = bottom
  local bottom = set{deck[1], deck[2]}
  ok(not set(g:cards(2, "hand"))[hand[1]] and not set(g:cards(2, "hand"))[hand[4]], "left the hand")
  eq(g:loc(back[1]), "deck")
  eq(g:loc(back[2]), "deck")
  ok(bottom[back[1]] and bottom[back[2]], "on the bottom")
  for _, k in ipairs{2, 3, 5} do eq(g:loc(hand[k]), "hand", "kept card") end
  -- Then P1.
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 5 }
end)

scenario("partial-mulligan", "choosing none keeps the hand; choosing all five replaces it", function()
  local g = new_game{ decks = {BW, GW}, seed = 8, first = 1, mode = "partial-mulligan" }
  local h1 = g:cards(1, "hand")
  g:choose({})
  eq(list(g:cards(1, "hand")), list(h1), "P1's hand unchanged")
  local h2 = g:cards(2, "hand")
  local all = {}
  for i, id in ipairs(h2) do all[i] = "c" .. id end
  g:choose(all)
  g:expect_state{ turn = 1, active = 1, phase = "main phase" }
  g:expect_count(2, "hand", 5)
  local now = set(g:cards(2, "hand"))
  for _, id in ipairs(h2) do ok(not now[id], "the old card left the hand") end
  ok(not logged(g, "P1 draws 0"), "nothing drawn for none")
end)

scenario("partial-mulligan", "it happens once: no second mulligan, and the game starts", function()
  local g = new_game{ decks = {BW, GW}, seed = 9, first = 1, mode = "partial-mulligan" }
  g:choose{1}
  g:choose{1, 2}
  g:expect_state{ turn = 1, phase = "main phase" }
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "deck", 50 - 5 - 6 - 1)
end)

------------------------------------------------------------------ vanguard

scenario("vanguard", "each player chooses up to 2 cards of the deck (default); they are in the opening hand",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 5, first = 1, mode = "vanguard" }
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 2 }
  eq(#g:decision().keys, 50, "the whole deck to choose from")
  -- The player sees what they choose from: the labels name the cards.
  ok(not g:decision().labels[1]:find("a card", 1, true), "named: " .. g:decision().labels[1])
  local deck = g:cards(1, "deck")
  local picks = {deck[7], deck[33]}
  g:choose{"c" .. picks[1], "c" .. picks[2]}
  g:expect_decision{ kind = "choose", player = 2, max = 2 }
  local deck2 = g:cards(2, "deck")
  g:choose{"c" .. deck2[1]}                 -- fewer is allowed
  -- The hands are drawn (the picks are among them), then each is asked to redraw.
  g:expect_decision{ kind = "yesno", player = 1 }
  local hand = set(g:cards(1, "hand"))
  ok(hand[picks[1]] and hand[picks[2]], "P1's picks are in the hand")
  ok(set(g:cards(2, "hand"))[deck2[1]], "P2's pick too")
  g:choose("no")
  g:choose("no")
  g:expect_state{ turn = 1, phase = "main phase" }
  ok(set(g:cards(1, "hand"))[picks[1]], "still there")
end)

scenario("vanguard", "options size=3: up to three cards; more are refused", function()
  local g = new_game{ decks = {BW, GW}, seed = 6, first = 2, mode = "vanguard", options = "size=3" }
  g:expect_decision{ kind = "choose", player = 2, min = 0, max = 3 }
  local ok4, why = g:try_choose{1, 2, 3, 4}
  eq(ok4, false, "four cards refused")
  ok(why ~= nil, "with a reason")
  local deck = g:cards(2, "deck")
  g:choose{"c" .. deck[50], "c" .. deck[49], "c" .. deck[48]}
  g:choose({})
  local hand = set(g:cards(2, "hand"))
  for k = 48, 50 do ok(hand[deck[k]], "pick " .. k .. " in hand") end
end)

scenario("vanguard", "size=0 asks nothing before the hand; size above 5 is capped at the opening hand", function()
  local g = new_game{ decks = {BW, GW}, seed = 6, first = 1, mode = "vanguard", options = "size=0" }
  g:expect_decision{ kind = "yesno", player = 1 }
  local h = new_game{ decks = {BW, GW}, seed = 6, first = 1, mode = "vanguard", options = "size=9" }
  h:expect_decision{ kind = "choose", player = 1, max = 5 }
  fails(function() new_game{ decks = {BW, GW}, mode = "vanguard", options = "size=two" } end,
        "option size needs a number, not 'two'")
end)

scenario("vanguard", "the deck is shuffled after the opening draw; the opponent never sees the picks", function()
  local g = new_game{ decks = {BW, GW}, seed = 12, first = 1, mode = "vanguard" }
  local deck = g:cards(1, "deck")
  g:choose{"c" .. deck[2], "c" .. deck[3]}
  g:choose({})
  local log = g:log()
  local drew, shuffled = nil, nil
  for i, l in ipairs(log) do
    if l:find("P1 draws 5 cards", 1, true) then drew = i end
    if drew and not shuffled and l:find("P1 shuffles their deck", 1, true) then shuffled = i end
  end
  ok(drew and shuffled and shuffled > drew, "P1's deck shuffled after the draw")
  for _, l in ipairs(g:log(2)) do
    ok(not l:find("#" .. deck[2], 1, true), "P2 does not see P1's pick: " .. l)
  end
  ok(logged(g, "#" .. deck[2], 1), "P1 does")
end)

scenario("vanguard", "a redraw is still offered: the whole hand to the bottom, five new cards, a shuffle", function()
  local g = new_game{ decks = {BW, GW}, seed = 3, first = 1, mode = "vanguard" }
  g:choose({})
  g:choose({})
  local before = g:cards(1, "hand")
  g:choose("yes")
  local now = set(g:cards(1, "hand"))
  local same = 0
  for _, id in ipairs(before) do if now[id] then same = same + 1 end end
  eq(same, 0, "a new hand")
  g:expect_count(1, "hand", 5)
  g:choose("no")
  g:expect_state{ turn = 1 }
end)

------------------------------------------------------------------ round-limit

-- A built board in round 2 (turn 3, P1 went first): with rounds=2 the game ends
-- when P2's turn ends.
local function last_round(p1, p2, opts)
  p1.deck, p2.deck = p1.deck or 8, p2.deck or 8
  return game{ mode = "round-limit", options = opts or "rounds=2", turn = 3, active = 1, p1 = p1, p2 = p2 }
end

scenario("round-limit", "the game ends when the last round ends; more cards in the shield area wins", function()
  local g = last_round({ shields = 3 }, { shields = 2, base = "EXB-001", battle = {"ST01-005"} })
  g:expect_state{ round = 2, over = false }
  eq(g:next_turn(), 2, "P2's turn: the round's last")
  g:expect_state{ over = false, round = 2 }
  g:next_turn()
  g:expect_state{ over = true, reason = "mode rule", turn = 4 }
  -- 3 shields against 2 + a Base: a tie; then Units: P2 has one.
  eq(list(g:state().winners), "2", "P2 wins on Units")
  local h = last_round({ shields = 4 }, { shields = 2, base = "EXB-001" })
  h:next_turn()
  h:next_turn()
  eq(list(h:state().winners), "1", "P1 wins on the shield area: 4 against 3")
end)

scenario("round-limit", "a full tie: the player who went second (the defending player) wins", function()
  local g = last_round({ shields = 2, battle = {"ST01-005"} }, { shields = 2, battle = {"ST01-005"} })
  g:next_turn()
  g:next_turn()
  g:expect_state{ over = true, reason = "mode rule", winner = 2 }
  eq(list(g:state().losers), "1", "P1 loses")
  -- P2 went first: P1 is the defending player.
  local h = game{ mode = "round-limit", options = "rounds=2", turn = 3, active = 2,
                  p1 = { deck = 8, shields = 1 }, p2 = { deck = 8, shields = 1 } }
  h:expect_state{ first = 2, round = 2 }
  h:next_turn()
  h:next_turn()
  h:expect_state{ over = true, winner = 1 }
end)

scenario("round-limit", "not before the last round ends; a normal win still ends the game first", function()
  local g = game{ mode = "round-limit", options = "rounds=3", turn = 3, active = 1,
                  p1 = { deck = 8, battle = {{"ST01-005", as = "gm"}} }, p2 = { deck = 8, shields = 0 } }
  g:expect_state{ round = 2 }
  g:next_turn()
  g:next_turn()
  g:expect_state{ over = false, round = 3, active = 1 }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ over = true, winner = 1, reason = "battle damage" }
end)

scenario("round-limit", "rounds=2 in a real game: over after four turns; the default is 7 rounds", function()
  local g = new_game{ decks = {BW, GW}, seed = 31, first = 1, mode = "round-limit", options = "rounds=2" }
  g:choose("keep")
  g:choose("keep")
  for _ = 1, 4 do g:next_turn() end
  g:expect_state{ over = true, reason = "mode rule", turn = 4, round = 2 }
  eq(#g:state().winners, 1, "one winner")
  local r = g:replay()
  eq(r:hash(), g:hash(), "the replay keeps the option")
  r:expect_state{ over = true, turn = 4 }
  -- Default: 7 rounds, 14 turns at most.
  local d = new_game{ decks = {BW, GW}, seed = 32, first = 2, mode = "round-limit" }
  d:choose("keep")
  d:choose("keep")
  for _ = 1, 13 do d:next_turn() end
  d:expect_state{ over = false, turn = 14, round = 7 }
  d:next_turn()
  d:expect_state{ over = true, reason = "mode rule" }
  fails(function() new_game{ decks = {BW, GW}, mode = "round-limit", options = "round=3" } end,
        "mode round-limit has no option 'round'")
  fails(function() new_game{ decks = {BW, GW}, mode = "round-limit", options = "rounds" } end,
        "option 'rounds' must be key=value")
end)

------------------------------------------------------------------ whole games

scenario({"standard", "partial-mulligan", "vanguard", "round-limit", "eight-shields"}, "bot games in the standard game and every house rule end with a winner and replay the same",
         function()
  local modes = {
    {mode = "standard"}, {mode = "partial-mulligan"}, {mode = "vanguard"},
    {mode = "vanguard", options = "size=3"}, {mode = "round-limit"},
    {mode = "round-limit", options = "rounds=2"}, {mode = "eight-shields"},
  }
  for i, m in ipairs(modes) do
    for seed = 1, 3 do
      local g = new_game{ decks = {BW, GW}, seed = 100 * i + seed, mode = m.mode, options = m.options }
      g:bot_play(seed)
      local what = m.mode .. " " .. (m.options or "") .. " seed " .. seed
      g:expect_state{ over = true }
      eq(#g:state().winners, 1, what .. ": one winner")
      local r = g:replay()
      eq(r:hash(), g:hash(), what .. ": the replay ends the same")
      eq(r:state().winner, g:state().winner, what .. ": same winner")
      if m.options == "rounds=2" then ok(g:state().turn <= 4, what .. ": at most four turns") end
    end
  end
end)

------------------------------------------------------------------ eight-shields

scenario("eight-shields", "\"8 shields and draw 2 per draw phase\": 8 Shields each, and 2 cards in every draw phase",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 5, first = 1, mode = "eight-shields" }
  g:choose("keep")
  g:choose("keep")
  g:expect_state{ turn = 1, active = 1, phase = "main phase" }
  for p = 1, 2 do g:expect_count(p, "shields", 8) end
  g:expect_count(1, "hand", 7)                    -- 5 + 2 drawn in turn 1's draw phase
  g:expect_count(1, "deck", 50 - 5 - 8 - 2)
  eq(g:next_turn(), 2, "P2's turn")
  g:expect_count(2, "hand", 7)
  g:expect_count(2, "deck", 50 - 5 - 8 - 2)
  -- A board in the mode draws 2 as well; a deck with one card left draws it and loses.
  local h = game{ mode = "eight-shields", turn = 3, phase = "start",
                  p1 = { deck = 1 }, p2 = { deck = 5 } }
  h:expect_state{ over = true, winner = 2, reason = "deck out" }
end)

------------------------------------------------------------------ most-shields

local function shields_board(s1, s2, turn)
  return game{ mode = "most-shields", turn = turn or 10, active = 2,
               p1 = { deck = 8, shields = s1 }, p2 = { deck = 8, shields = s2 } }
end

scenario("most-shields", "\"after turn 10, whoever has more shields left wins\", and the players are told why",
         function()
  local g = shields_board(3, 2, 9)
  eq(g:next_turn(), 1, "turn 9 ends: nothing happens")
  g:expect_state{ over = false, turn = 10 }
  g:next_turn()
  g:expect_state{ over = true, winner = 1, reason = "mode rule", turn = 10 }
  ok(logged(g, "The game ends: more Shields left after turn 10"), "the narration tells why")
  ok(g:view(2):find('"end_text":"more Shields left after turn 10"', 1, true) ~= nil,
     "the view tells why")
  local h = shields_board(2, 4)
  h:next_turn()
  h:expect_state{ over = true, winner = 2 }
  -- As many: nobody wins, and they are told so.
  local t = shields_board(3, 3)
  t:next_turn()
  t:expect_state{ over = true, reason = "draw" }
  eq(#t:state().winners, 0, "no winner")
  ok(logged(t, "The game ends: as many Shields left after turn 10"), "why")
end)

scenario("most-shields", "--set turns=N ends it after turn N; a win before that ends the game as usual; a real game replays the same",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 8, first = 1, mode = "most-shields", options = "turns=4" }
  g:choose("keep")
  g:choose("keep")
  for _ = 1, 4 do g:next_turn() end
  g:expect_state{ over = true, turn = 4 }
  ok(logged(g, "Shields left after turn 4"), "after turn 4")
  local r = g:replay()
  eq(r:hash(), g:hash(), "the replay ends the same, reason and all")
  local w = game{ mode = "most-shields", turn = 3, p1 = { deck = 8, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 8, shields = 0 } }
  w:choose("attack " .. c(w, "gm") .. " p2")
  w:expect_state{ over = true, winner = 1, reason = "battle damage" }
end)

------------------------------------------------------------------ writing a mode

scenario("hooks", "a hook at the start of each phase: turn_start, draw_phase (before the draw), resource_phase, main_phase, end_phase, then turn_end",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 3, first = 1, mode = "hook-trace" }
  g:choose(1)                                     -- setup's question
  g:choose("keep")
  g:choose("keep")
  local seen = {}
  for _ = 1, 12 do
    local d = g:decision()
    if d.kind == "yesno" then
      seen[#seen + 1] = d.prompt:gsub("^P%d: ", "")
      g:choose("no")
    elseif g:has_option("end") then
      seen[#seen + 1] = "(main phase)"
      g:choose("end")
    else
      g:choose(1)
    end
    if g:state().turn == 2 then break end
  end
  eq(table.concat(seen, "; "), table.concat({
    "turn_start turn 1 P1 hand 5", "draw_phase turn 1 P1 hand 5", "resource_phase turn 1 P1 hand 7",
    "main_phase turn 1 P1 hand 7", "(main phase)", "end_phase turn 1 P1 hand 7", "turn_end turn 1 P1 hand 7",
  }, "; "), "the hooks, in order, with the hand before and after the draw of 2")
end)

scenario("hooks", "a mode reads its settings (e.settings), the order of play (e:order) and its direction (e:direction)",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 3, first = 2, mode = "hook-trace", options = "tag=y" }
  g:expect_decision{ player = 2 }
  eq(g:decision().prompt, "P2: settings hook-trace 4 2 5 2 last standing false order 2,1 from2 2,1 direction 1 tag y",
     "what setup read")
  local r = new_game{ decks = {BW, GW, BW}, seed = 3, first = 3, mode = "hook-trace" }
  eq(r:decision().prompt, "P3: settings hook-trace 4 2 5 3 last standing false order 3,1,2 from2 2,3,1 direction 1 tag x",
     "three players from P3")
  local b = game{ players = 3, mode = "hook-trace", direction = -1, turn = 3, phase = "main",
                  p1 = { deck = 5 }, p2 = { deck = 5 }, p3 = { deck = 5 } }
  b:expect_decision{ kind = "yesno" }             -- main_phase's question
  ok(b:decision().prompt:find("main_phase turn 3 P1", 1, true), "a board starting at the main phase runs its hook")
end)

scenario("hooks", "a field no mode has is refused with its file and line (a typo is not ignored); so is a hook that is not a function",
         function()
  fails(function() new_game{ decks = {BW, GW}, mode = "typo-field" } end,
        "typo-field.lua:5): unknown field 'sheilds' (did you mean 'shields'?)")
  fails(function() new_game{ decks = {BW, GW}, mode = "typo-variant", variant = "short" } end,
        "typo-variant.lua:6): unknown field of variant short: 'opening_hnad' (did you mean 'opening_hand'?)")
  fails(function() new_game{ decks = {BW, GW}, mode = "not-a-hook" } end,
        "not-a-hook.lua:4): turn_end must be a function (a hook)")
  fails(function() game{ mode = "typo-field" } end, "unknown field 'sheilds'")
end)
