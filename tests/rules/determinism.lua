-- Determinism: a game is a function of its seed and its answers.  The same seed
-- and answers give the same state (hash) and the same narration; undo and replays
-- rebuild exactly the same game.  The randomness the rules ask for (5-13-1,
-- 5-15-1, 6-2-1-2, 6-2-1-4) all comes from the seed.

local BW, GW = "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"

local function same_list(a, b, what)
  eq(#a, #b, what .. ": length")
  for i = 1, #a do eq(a[i], b[i], what .. " " .. i) end
end

-- A fixed line of play: keep both hands, then in every decision end the main
-- phase if possible, else take the first option(s).
local function play_turns(g, turns)
  g:answers{ "keep", "keep" }
  while not g:state().over and g:state().turn <= turns do
    local d = g:decision()
    if g:has_option("end") then
      g:end_main()
    else
      local first = {}
      for i = 1, math.max(d.min, 1) do first[i] = i end
      g:choose(first)
    end
  end
end

scenario({"5-13-1", "6-2-1-2", "6-2-1-4"}, "the same seed and the same answers: the same hash and the same narration",
         function()
  local a = new_game{ decks = {BW, GW}, seed = 2024 }
  local b = new_game{ decks = {BW, GW}, seed = 2024 }
  eq(a:hash(), b:hash(), "hash before any answer")
  same_list(a:log(), b:log(), "setup narration")
  play_turns(a, 6)
  play_turns(b, 6)
  eq(a:log_length(), b:log_length(), "answers")
  eq(a:hash(), b:hash(), "hash after the same answers")
  same_list(a:log(), b:log(), "narration")
  same_list(a:log(1), b:log(1), "P1's narration")
  eq(a:view(2), b:view(2), "P2's view")
end)

scenario({"5-13-1", "5-15-1", "6-2-1-2"}, "other seeds shuffle differently", function()
  local base = new_game{ decks = {BW, GW}, seed = 1, first = 1 }
  local hand = table.concat(base:cards(1, "hand"), " ")
  local differ = 0
  for seed = 2, 9 do
    local g = new_game{ decks = {BW, GW}, seed = seed, first = 1 }
    ok(g:hash() ~= base:hash(), "seed " .. seed .. " has its own hash")
    if table.concat(g:cards(1, "hand"), " ") ~= hand then differ = differ + 1 end
  end
  ok(differ >= 7, "opening hands differ from seed 1's in " .. differ .. " of 8 seeds")
end)

scenario({"5-13-1", "6-2-1-6-1"}, "undo returns to exactly the state before each answer", function()
  local g = new_game{ decks = {BW, GW}, seed = 55 }
  local hashes, logs = {}, {}
  hashes[0], logs[0] = g:hash(), #g:log()
  local n = 0
  -- A redraw (random) and several turns of bot play.
  g:choose("redraw")
  n = n + 1
  hashes[n], logs[n] = g:hash(), #g:log()
  for _ = 1, 25 do
    if g:state().over then break end
    g:bot_play(n, 1)
    n = n + 1
    hashes[n], logs[n] = g:hash(), #g:log()
  end
  eq(g:log_length(), n, "answers given")
  for k = n - 1, 0, -1 do
    g:undo()
    eq(g:log_length(), k, "answers after undo")
    eq(g:hash(), hashes[k], "hash after undoing to answer " .. k)
    eq(#g:log(), logs[k], "narration length after undoing to answer " .. k)
  end
  fails(function() g:undo() end, "cannot rewind")
  eq(g:hash(), hashes[0], "a refused undo changes nothing")
end)

scenario("5-13-1", "undo several answers at once, then play on: same as never having played them", function()
  local g = new_game{ decks = {BW, GW}, seed = 56 }
  g:answers{ "keep", "keep" }
  local h = g:hash()
  g:bot_play(3, 12)
  g:undo(12)
  eq(g:hash(), h, "back before the bot's answers")
  g:bot_play(3, 12)
  local fresh = new_game{ decks = {BW, GW}, seed = 56 }
  fresh:answers{ "keep", "keep" }
  fresh:bot_play(3, 12)
  eq(g:hash(), fresh:hash(), "the same answers again")
end)

scenario("5-13-1", "undo and replays work on a board built by hand too: the replay keeps the board", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} }, p2 = { deck = 10, shields = 2 } }
  local h0 = g:hash()
  g:choose("attack c" .. g:card("gm") .. " p2")
  local h1 = g:hash()
  g:end_main()
  g:undo()
  eq(g:hash(), h1, "after one undo")
  g:undo()
  eq(g:hash(), h0, "after two")
  g:expect_count(2, "shields", 2)
  -- A replay stores how the board was built, then the answers: it loads back to
  -- the same game, and plays on the same.
  g:choose("attack c" .. g:card("gm") .. " p2")
  local r, json = g:replay()
  ok(json:find('"board"', 1, true) ~= nil, "the replay has the board")
  ok(json:find('["add", 1, "ST01-005", "battle area"]', 1, true) ~= nil, "the board's cards")
  eq(r:hash(), g:hash(), "the replay is the same game")
  r:end_main()
  g:end_main()
  eq(r:hash(), g:hash(), "and plays on the same")
  r:undo(2)
  eq(r:hash(), h0, "the replayed game undoes to the board")
end)

scenario("5-13-1", "a board breaking a limit is refused before play: Units, Bases, Resources", function()
  fails(function() game{ p1 = { deck = 5, battle = 7 }, p2 = { deck = 5 } } end,
        "P1's team has 7 Units in play, more than the 6 allowed (11-4)")
  fails(function() game{ p1 = { deck = 5, base = {"EXB-001", "EXB-001"} }, p2 = { deck = 5 } } end,
        "P1's base section holds 2 Bases, more than 1 (11-5)")
  fails(function() game{ p1 = { deck = 5, resources = {10, ex = 6} }, p2 = { deck = 5 } } end,
        "more than 15 (5 EX) (4-4-2)")
end)

scenario({"5-13-1", "6-2-1-4"}, "a replay loads back to the same hash, mid-game and at the end", function()
  local g = new_game{ decks = {BW, GW}, seed = 77 }
  g:answers{ "redraw", "keep" }
  g:bot_play(9, 30)
  local r, json = g:replay()
  eq(r:hash(), g:hash(), "mid-game replay hash")
  eq(r:log_length(), g:log_length(), "answers in the replay")
  same_list(r:log(), g:log(), "narration of the replay")
  ok(json:find('"seed":%s*"77"'), "the replay names its seed")
  -- Both go on the same way.
  r:bot_play(4)
  g:bot_play(4)
  eq(r:hash(), g:hash(), "after playing both on")
  eq(g:state().over, true, "played to the end")
  local r2 = g:replay()
  eq(r2:hash(), g:hash(), "replay of a finished game")
  r2:expect_state{ over = true, winner = g:state().winner, reason = g:state().reason }
end)

scenario({"5-13-1", "1-2-4"}, "random bot games replay to the same hash, concessions included", function()
  for seed = 1, 12 do
    local g = new_game{ decks = {BW, GW}, seed = seed }
    g:bot_play(seed * 7)
    g:expect_state{ over = true }
    local r = g:replay()
    eq(r:hash(), g:hash(), "seed " .. seed .. ": replay hash")
    r:expect_state{ turn = g:state().turn, winner = g:state().winner, reason = g:state().reason }
  end
  local g = new_game{ decks = {BW, GW}, seed = 13 }
  g:bot_play(1, 20)
  g:concede(2)
  local r, json = g:replay()
  ok(json:find("concede p2", 1, true), "the concession is in the replay")
  eq(r:hash(), g:hash(), "replay of a conceded game")
  r:expect_state{ over = true, winner = 1, reason = "concession" }
end)

scenario("5-13-1", "the bots are deterministic too: the same bot seed plays the same game", function()
  local a = new_game{ decks = {BW, GW}, seed = 31 }
  local b = new_game{ decks = {BW, GW}, seed = 31 }
  local na, nb = a:bot_play(5), b:bot_play(5)
  eq(na, nb, "answers")
  eq(a:hash(), b:hash(), "hash")
  local c = new_game{ decks = {BW, GW}, seed = 31 }
  c:bot_play(6)
  ok(c:hash() ~= a:hash(), "another bot seed plays another game")
end)
