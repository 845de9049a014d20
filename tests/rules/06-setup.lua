-- Rules 6-2: before the game -- shuffle, Player One, opening hands, redraws,
-- Shields, the EX Base and the EX Resource, and the first turn.

local BW, GW = "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"

local function set(list)
  local t = {}
  for _, v in ipairs(list) do t[v] = true end
  return t
end

local function copy(list)
  local t = {}
  for i, v in ipairs(list) do t[i] = v end
  return t
end

------------------------------------------------------------------ 6-2-1-1 .. 6-2-1-5

scenario({"6-2-1-1", "6-2-1-2", "6-2-1-3", "6-2-1-5", "4-2-1", "4-3-1"},
         "each deck is shuffled into its deck area, the resource deck set aside, five cards drawn", function()
  local g = new_game{ decks = {BW, GW}, seed = 12 }
  g:expect_state{ phase = "setup", turn = 0, over = false }
  for p = 1, 2 do
    g:expect_count(p, "hand", 5)
    g:expect_count(p, "deck", 45)
    g:expect_count(p, "resource_deck", 10)
    g:expect_count(p, "shields", 0)          -- Shields come after the redraws
    g:expect_count(p, "base", 0)
    g:expect_count(p, "resources", 0)
  end
  ok(logged(g, "P1 shuffles their deck") and logged(g, "P2 shuffles their deck"), "both decks shuffled")
  -- The resource deck holds the ten Resources of the list.
  for _, id in ipairs(g:cards(1, "resource_deck")) do eq(g:number(id), "R-001", "resource deck card") end
end)

scenario({"6-2-1-4", "6-2-1-4-1"}, "Player One is decided from the seed: the same seed gives the same Player One, seeds differ",
         function()
  local seen = {}
  for seed = 1, 24 do
    local first = new_game{ decks = {BW, GW}, seed = seed }:state().first
    ok(first == 1 or first == 2, "Player One is a player")
    eq(new_game{ decks = {BW, GW}, seed = seed }:state().first, first, "seed " .. seed .. " again")
    seen[first] = true
  end
  ok(seen[1] and seen[2], "each player is Player One for some seed")
end)

scenario("6-2-1-4", "Player One as given overrides the seed", function()
  for seed = 1, 6 do
    for first = 1, 2 do
      local g = new_game{ decks = {BW, GW}, seed = seed, first = first }
      g:expect_state{ first = first }
      g:expect_decision{ player = first }
    end
  end
  fails(function() new_game{ decks = {BW, GW}, seed = 1, first = 3 } end, "not a player")
end)

------------------------------------------------------------------ 6-2-1-6, 6-2-1-7 redraws

scenario({"6-2-1-6", "6-2-1-7"}, "the redraw decisions come in order from Player One, once each", function()
  for _, first in ipairs{1, 2} do
    local g = new_game{ decks = {BW, GW}, seed = 30 + first, first = first }
    local second = 3 - first
    g:expect_decision{ kind = "action", player = first }
    g:expect_option("keep")
    g:expect_option("redraw")
    eq(#g:decision().keys, 2, "keep or redraw, nothing else")
    g:choose("redraw")
    -- Player Two decides after Player One has announced; Player One is not asked again.
    g:expect_decision{ kind = "action", player = second }
    g:expect_option("redraw")
    g:choose("keep")
    g:expect_state{ turn = 1, active = first, phase = "main phase" }
    g:expect_no_option("redraw")
    g:expect_no_option("keep")
    local l = g:log()
    local i1, i2
    for i, line in ipairs(l) do
      if line == "P" .. first .. " redraws their hand" then i1 = i end
      if line == "P" .. second .. " keeps their hand" then i2 = i end
    end
    ok(i1 and i2 and i1 < i2, "Player One's announcement comes first")
  end
end)

scenario({"6-2-1-6", "6-2-1-7"}, "no redraw is required: both players may keep", function()
  local g = new_game{ decks = {BW, GW}, seed = 8, first = 2 }
  local h2, h1 = copy(g:cards(2, "hand")), copy(g:cards(1, "hand"))
  g:answers{ "keep", "keep" }
  -- Player One (P2) drew one more card in the first turn; the opening hands are kept.
  local now1, now2 = set(g:cards(1, "hand")), set(g:cards(2, "hand"))
  for _, id in ipairs(h1) do ok(now1[id], "P1 kept #" .. id) end
  for _, id in ipairs(h2) do ok(now2[id], "P2 kept #" .. id) end
  g:expect_count(1, "hand", 5)
  g:expect_count(2, "hand", 6)
end)

scenario("6-2-1-6-1", "a redraw: the hand goes to the bottom of the deck, five new cards are drawn, then a shuffle",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 77, first = 1 }
  local old = copy(g:cards(1, "hand"))
  local deck = g:cards(1, "deck")
  -- The five new cards are the top five of the deck (the last five listed).
  local expect_new = {}
  for i = 0, 4 do expect_new[#expect_new + 1] = deck[#deck - i] end
  g:choose("redraw")
  local new = g:cards(1, "hand")
  eq(#new, 5, "new hand size")
  local new_set = set(new)
  for _, id in ipairs(expect_new) do ok(new_set[id], "#" .. id .. " from the top of the deck is in the new hand") end
  for _, id in ipairs(old) do
    ok(not new_set[id], "old hand card #" .. id .. " is not in the new hand")
    g:expect_loc(id, "deck")
  end
  g:expect_count(1, "deck", 45)
  -- Shuffled afterwards: the old hand is no longer the bottom five of the deck.
  local after = g:cards(1, "deck")
  local old_set, at_bottom = set(old), 0
  for i = 1, 5 do if old_set[after[i]] then at_bottom = at_bottom + 1 end end
  ok(at_bottom < 5, "the old hand is not left at the bottom (" .. at_bottom .. " of 5)")
  -- Only the owner knows what was drawn.
  ok(logged(g, "P1 redraws their hand", 2), "the redraw is announced")
  for _, line in ipairs(g:log(2)) do
    if line:find("^P1 draws") then ok(line == "P1 draws a card" or line == "P1 draws 5 cards", "P2 sees: " .. line) end
  end
end)

scenario("6-2-1-7", "Player Two may redraw too, by the same procedure", function()
  local g = new_game{ decks = {BW, GW}, seed = 78, first = 1 }
  g:choose("keep")
  local old = copy(g:cards(2, "hand"))
  local deck2 = g:cards(2, "deck")
  local top = deck2[#deck2]
  g:choose("redraw")
  g:expect_state{ turn = 1, active = 1 }
  local new_set = set(g:cards(2, "hand"))
  ok(new_set[top], "the top card of the deck is in the new hand")
  for _, id in ipairs(old) do ok(not new_set[id], "old card #" .. id .. " not in the new hand") end
  g:expect_count(2, "hand", 5)
  g:expect_count(2, "deck", 39)      -- 45, 6 to the Shields
end)

------------------------------------------------------------------ 6-2-2 .. 6-2-5

scenario({"6-2-2", "4-6-4"}, "six Shields each, the top six cards of the deck one at a time: the sixth is the top", function()
  local g = new_game{ decks = {BW, GW}, seed = 40, first = 1 }
  g:choose("keep")
  local deck1 = copy(g:cards(1, "deck"))     -- final: P2's redraw does not touch P1's deck
  g:choose("redraw")
  for p = 1, 2 do g:expect_count(p, "shields", 6) end
  local shields = g:cards(1, "shields")
  for i = 1, 6 do
    eq(shields[i], deck1[#deck1 - i + 1], "Shield " .. i .. " from the bottom is deck card " .. i .. " from the top")
  end
  g:expect_count(1, "deck", 38)             -- 45, less 6 Shields, less the first draw
  ok(logged(g, "P1 places 6 shields") and logged(g, "P2 places 6 shields"), "announced")
end)

scenario({"Q11", "6-2-3", "5-17-3-1-2", "5-17-3-1-1", "5-17-1"}, "each player places one active EX Base in the base section", function()
  local g = new_game{ decks = {BW, GW}, seed = 41 }
  g:answers{ "keep", "keep" }
  for p = 1, 2 do
    local base = g:cards(p, "base")
    eq(#base, 1, "P" .. p .. " bases")
    eq(g:number(base[1]), "EXB-001", "P" .. p .. " EX Base")
    eq(g:rested(base[1]), false, "active")
    eq(g:ap(base[1]), 0, "AP")
    eq(g:hp(base[1]), 3, "HP")
    eq(g:damage(base[1]), 0, "damage")
  end
end)

scenario({"Q12", "6-2-4", "5-17-3-2-2"}, "only Player Two places an active EX Resource", function()
  for _, first in ipairs{1, 2} do
    local g = new_game{ decks = {BW, GW}, seed = 42, first = first }
    g:answers{ "keep", "keep" }
    local second = 3 - first
    local r2 = g:cards(second, "resources")
    eq(#r2, 1, "Player Two's resources")
    eq(g:number(r2[1]), "EXR-001", "Player Two's EX Resource")
    eq(g:rested(r2[1]), false, "active")
    g:expect_count(second, "resource_deck", 10)
    -- Player One has no EX Resource: only the Resource of their first resource phase.
    local r1 = g:cards(first, "resources")
    eq(#r1, 1, "Player One's resources")
    eq(g:number(r1[1]), "R-001", "Player One's Resource")
    g:expect_count(first, "resource_deck", 9)
  end
end)

scenario({"6-2-5", "6-2-1-4"}, "the game begins with Player One's turn", function()
  for _, first in ipairs{1, 2} do
    local g = new_game{ decks = {BW, GW}, seed = 43, first = first }
    g:answers{ "keep", "keep" }
    g:expect_state{ turn = 1, active = first, first = first, phase = "main phase" }
    g:expect_decision{ kind = "action", player = first }
    ok(logged(g, "== Turn 1: P" .. first .. " =="), "turn 1 is Player One's")
    g:expect_count(first, "hand", 6)          -- drew in the draw phase
    g:expect_count(3 - first, "hand", 5)
    g:end_main()
    g:expect_state{ turn = 2, active = 3 - first }
  end
end)

scenario({"6-2-1-1", "6-1-1"}, "a deck that breaks the construction rules is refused, every problem named", function()
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write("4 ST01-005 GM\n5 ST01-008 Demi Trainer\n3 R-001 Resource\n")
  f:close()
  local msg = fails(function() new_game{ decks = {BW, path} } end, "player 2")
  os.remove(path)
  for _, want in ipairs{"not legal", "5 copies, at most 4 (6-1-1-3)", "main deck has 9 cards, must be exactly 50",
                        "resource deck has 3 cards, must be exactly 10"} do
    ok(msg:find(want, 1, true), "the message names '" .. want .. "': " .. msg)
  end
  ok(not msg:find("player 1", 1, true), "the legal deck is not blamed")
  -- A deck file with syntax problems: each is named too.
  msg = fails(function() new_game{ decks = {BW, "tests/data/decks/many-problems.deck"} } end, "cannot load deck")
  ok(msg:find('unknown card number "ST01-999"', 1, true), "names the unknown card: " .. msg)
  ok(msg:find('bad count "two"', 1, true), "names the bad count: " .. msg)
end)
