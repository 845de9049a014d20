-- Rules 4: game locations -- public counts, private contents, the limits of the
-- battle area, resource area, base section and hand, the shield stack, and a card
-- that moves becoming a new card.

local BW, GW = "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"

-- A small JSON reader for g:view(): objects, arrays, strings, numbers, booleans.
local function decode(s)
  local i = 1
  local function ws() i = s:find("[^ \t\r\n]", i) or #s + 1 end
  local value
  local function str()
    local j, out = i + 1, {}
    while true do
      local ch = s:sub(j, j)
      if ch == '"' then break end
      if ch == "\\" then
        local e = s:sub(j + 1, j + 1)
        if e == "u" then out[#out + 1] = "?"; j = j + 6
        else out[#out + 1] = ({n = "\n", t = "\t"})[e] or e; j = j + 2 end
      else out[#out + 1] = ch; j = j + 1 end
    end
    i = j + 1
    return table.concat(out)
  end
  function value()
    ws()
    local ch = s:sub(i, i)
    if ch == "{" then
      local t = {}
      i = i + 1; ws()
      if s:sub(i, i) == "}" then i = i + 1 return t end
      while true do
        ws(); local k = str(); ws(); i = i + 1     -- ':'
        t[k] = value(); ws()
        local sep = s:sub(i, i); i = i + 1
        if sep == "}" then return t end
      end
    elseif ch == "[" then
      local t = {}
      i = i + 1; ws()
      if s:sub(i, i) == "]" then i = i + 1 return t end
      while true do
        t[#t + 1] = value(); ws()
        local sep = s:sub(i, i); i = i + 1
        if sep == "]" then return t end
      end
    elseif ch == '"' then return str()
    elseif s:sub(i, i + 3) == "true" then i = i + 4 return true
    elseif s:sub(i, i + 4) == "false" then i = i + 5 return false
    elseif s:sub(i, i + 3) == "null" then i = i + 4 return nil
    else
      local num = s:match("^-?[%d%.eE+-]+", i)
      assert(num, "view JSON: unexpected '" .. ch .. "' at " .. i)
      i = i + #num
      return tonumber(num)
    end
  end
  return value()
end

local function view(g, viewer) return decode(g:view(viewer)) end

local function has(text, what) return text:find(what, 1, true) ~= nil end

------------------------------------------------------------------ 4-1 public counts, private contents

scenario({"4-1-3", "4-1-1", "4-1-1-1"}, "every location's card count is public: each player's view gives both players' counts",
         function()
  local g = game{ p1 = { deck = 9, hand = 3, shields = 4, resources = 2, trash = 1 },
                  p2 = { deck = 7, hand = 5, shields = 6, resource_deck = 8, removal = 2, base = "EXB-001" } }
  local locs = {deck = "deck", resource_deck = "resource_deck", resources = "resources", battle = "battle",
                shields = "shields", base = "base", removal = "removal", hand = "hand", trash = "trash"}
  for viewer = 1, 2 do
    local v = view(g, viewer)
    eq(#v.players, 2, "players in the view")
    for p = 1, 2 do
      for key, loc in pairs(locs) do
        eq(v.players[p][key].count, g:count(p, loc), "viewer P" .. viewer .. ": P" .. p .. " " .. key .. " count")
      end
    end
  end
  eq(g:count(2, "hand"), 5, "P2 hand")
  eq(g:count(2, "shields"), 6, "P2 shields")
end)

scenario({"4-8-2", "4-8-3", "4-1-4"}, "a hand is seen by its owner only: the opponent's view never holds its cards",
         function()
  -- Vanilla cards (no effect text), numbers found nowhere else on the board.
  local g = game{ p1 = { deck = 5, hand = {"GD01-013", "ST01-007"} },
                  p2 = { deck = 5, hand = {"ST02-004", "GD01-031", "ST03-003"} } }
  local v1, v2 = g:view(1), g:view(2)
  for _, n in ipairs{"ST02-004", "GD01-031", "ST03-003"} do
    ok(not has(v1, n), "P1's view shows P2's hand card " .. n)
    ok(has(v2, n), "P2's view lacks their own hand card " .. n)
  end
  for _, n in ipairs{"GD01-013", "ST01-007"} do
    ok(has(v1, n), "P1's view lacks their own hand card " .. n)
    ok(not has(v2, n), "P2's view shows P1's hand card " .. n)
  end
  local d1 = view(g, 1)
  eq(#d1.players[2].hand.cards, 0, "P2's hand cards in P1's view")
  eq(d1.players[2].hand.count, 3, "P2's hand count in P1's view")
  eq(#d1.players[1].hand.cards, 2, "P1's own hand cards")
end)

scenario({"4-2-2", "4-3-2", "4-1-4"}, "the deck and the resource deck are private even to their owner", function()
  local g = game{ p1 = { deck = {"ST01-007", "GD01-077"}, resource_deck = {"R-001"} },
                  p2 = { deck = {"ST03-003", "GD01-031"}, resource_deck = 2 } }
  for viewer = 1, 2 do
    local v = g:view(viewer)
    for _, n in ipairs{"ST01-007", "GD01-077", "ST03-003", "GD01-031", "R-001"} do
      ok(not has(v, n), "P" .. viewer .. "'s view shows the deck card " .. n)
    end
    local d = view(g, viewer)
    eq(#d.players[1].deck.cards + #d.players[2].deck.cards, 0, "deck cards in a view")
    eq(d.players[1].deck.count, 2, "deck count still public")
  end
  -- The omniscient view (tests, observers) sees them.
  ok(has(g:view(), "ST01-007") and has(g:view(), "GD01-031"), "viewer -1 sees the decks")
end)

scenario({"4-6-4", "4-6-4-1", "4-1-4"}, "Shields are face down: neither player's view holds them", function()
  local g = game{ p1 = { deck = 5, shields = {"ST01-007", "GD01-077"} },
                  p2 = { deck = 5, shields = {"ST03-003", "GD01-031", "ST02-004"} } }
  for viewer = 1, 2 do
    local v = g:view(viewer)
    for _, n in ipairs{"ST01-007", "GD01-077", "ST03-003", "GD01-031", "ST02-004"} do
      ok(not has(v, n), "P" .. viewer .. "'s view shows the Shield " .. n)
    end
  end
  eq(view(g, 1).players[2].shields.count, 3, "shield count public")
end)

scenario({"4-4-3", "4-5-1", "4-5-5", "4-5-3", "4-6-3-1", "4-7-2", "4-9-2", "4-1-4"},
         "the resource area, battle area, base section, removal area and trash are public", function()
  local g = game{ p1 = { deck = 5 },
                  p2 = { deck = 5, resources = 1, battle = {"GD01-061", {"GD01-013", pilot = "ST01-010"}},
                         base = "GD01-128", removal = {"ST02-004"}, trash = {"ST03-003"} } }
  local v = g:view(1)
  for _, n in ipairs{"R-001", "GD01-061", "GD01-013", "ST01-010", "GD01-128", "ST02-004", "ST03-003"} do
    ok(has(v, n), "P1's view lacks P2's public card " .. n)
  end
  local d = view(g, 1)
  eq(d.players[2].battle.count, 2, "Units (the Pilot is beneath one, not a Unit)")
  eq(d.players[2].battle.cards[1].number, "GD01-061", "battle card")
  eq(d.players[2].battle.cards[1].ap, 0, "its AP")
  local gundam = d.players[2].battle.cards[2]
  eq(gundam.pilot.number, "ST01-010", "the Pilot shown beneath its Unit (4-5-3)")
  eq(gundam.ap, 5, "the Unit's AP with its Pilot (3 + 2)")
  eq(gundam.linked, true, "linked")
  eq(d.players[2].base.cards[1].hp, 6, "the Base's HP")
end)

scenario({"4-1-3", "4-8-3", "5-14-1"}, "a real game: each player's view shows no card of the opponent's hand, deck or shields",
         function()
  local g = new_game{ decks = {BW, GW}, seed = 21, first = 1 }
  g:answers{ "keep", "keep" }
  g:expect_state{ turn = 1, active = 1, phase = "main phase" }
  -- Cards only the Green/White deck (P2) holds, and only the Blue/White deck (P1) holds.
  local only_p2 = {"ST02-", "ST03-", "GD01-028", "GD01-041", "GD01-091", "GD01-097"}
  local only_p1 = {"ST04-001", "ST04-005", "GD01-004", "GD01-018", "ST04-010", "GD01-088"}
  local v1, v2 = g:view(1), g:view(2)
  for _, n in ipairs(only_p2) do ok(not has(v1, n), "P1's view shows P2's " .. n) end
  for _, n in ipairs(only_p1) do ok(not has(v2, n), "P2's view shows P1's " .. n) end
  -- Nor any id of a hidden card: the opponent's hand, both decks, both shield stacks.
  local d1 = view(g, 1)
  local seen = {}
  for _, pl in ipairs(d1.players) do
    for _, zone in pairs(pl) do
      if type(zone) == "table" and zone.cards then
        for _, card in ipairs(zone.cards) do seen[card.id] = true end
      end
    end
  end
  local hidden = {}
  for _, id in ipairs(g:cards(2, "hand")) do hidden[#hidden + 1] = id end
  for p = 1, 2 do
    for _, loc in ipairs{"deck", "shields", "resource_deck"} do
      for _, id in ipairs(g:cards(p, loc)) do hidden[#hidden + 1] = id end
    end
  end
  ok(#hidden > 80, "hidden cards collected")
  for _, id in ipairs(hidden) do ok(not seen[id], "P1's view shows hidden card #" .. id) end
  for _, id in ipairs(g:cards(1, "hand")) do ok(seen[id], "P1's view lacks their hand card #" .. id) end
  eq(d1.players[2].hand.count, g:count(2, "hand"), "P2's hand count")
end)

scenario({"4-1-2", "4-9-1"}, "a Command being resolved is in no location; afterwards it is in the trash", function()
  -- ST01-014 Unforeseen Incident asks for a target while it resolves.
  local g = game{ p1 = { deck = 5, resources = 3, hand = {{"ST01-014", as = "cmd"}} },
                  p2 = { deck = 5, battle = {{"ST01-005", as = "gm"}, "ST01-005"} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_loc("cmd", "resolving")
  for _, loc in ipairs{"hand", "trash", "deck", "removal", "battle", "resources"} do
    for _, id in ipairs(g:cards(1, loc)) do ok(id ~= g:card("cmd"), "the Command is in P1's " .. loc) end
  end
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "trash", 0)
  g:choose(c(g, "gm"))
  g:expect_loc("cmd", "trash")
  g:expect_count(1, "trash", 1)
end)

------------------------------------------------------------------ 4-5-4 battle area limit

scenario({"4-5-4", "4-5-2", "11-4-1", "11-4-2", "11-4-2-1", "5-10-4"},
         "a 7th Unit: one of the six already there is chosen and trashed, not destroyed", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "new"}},
                         battle = {{"ST01-008", as = "old"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005",
                                   "ST01-005"} },
                  p2 = { deck = 10 } }
  g:expect_count(1, "battle", 6)
  g:choose("play " .. c(g, "new"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(#g:decision().keys, 6, "the six Units already there are the options")
  g:expect_no_option(c(g, "new"))          -- not the Unit being played
  local ok1 = g:try_choose{}
  eq(ok1, false, "an empty answer")
  ok(not g:try_choose{1, 2}, "two Units")
  g:choose(c(g, "old"))
  g:expect_loc("old", "trash")
  g:expect_loc("new", "battle")
  g:expect_count(1, "battle", 6)
  ok(g:view(2):find('"id":' .. g:card("new") .. ',', 1, true), "deployed face up: the opponent sees it")
  ok(logged(g, "is put into the trash (limit)"), "trashed at the limit")
  ok(not logged(g, "is destroyed"), "not destroyed")
end)

scenario({"Q26", "4-5-4", "11-4-2"}, "a 6th Unit is deployed with no choice", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "new"}},
                         battle = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "new"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "battle", 6)
  g:expect_count(1, "trash", 0)
end)

------------------------------------------------------------------ 4-4-2 resource area limit

scenario({"Q19", "4-4-2"}, "up to 15 Resources: the resource phase places none at 15, one at 14", function()
  local g = game{ phase = "start", p1 = { deck = 5, resources = 15, resource_deck = 3 }, p2 = { deck = 5 } }
  g:expect_count(1, "resources", 15)
  g:expect_count(1, "resource_deck", 3)
  g = game{ phase = "start", p1 = { deck = 5, resources = {14, rested = 14}, resource_deck = 3 }, p2 = { deck = 5 } }
  g:expect_count(1, "resources", 15)
  g:expect_count(1, "resource_deck", 2)
end)

scenario({"4-4-2", "4-4-2-1"}, "an EX Resource counts toward the 15 Resources", function()
  local g = game{ phase = "start", p1 = { deck = 5, resources = {14, ex = 1}, resource_deck = 3 }, p2 = { deck = 5 } }
  g:expect_count(1, "resources", 15)
  g:expect_count(1, "resource_deck", 3)
end)

scenario({"Q19", "4-4-2-1", "4-4-2"}, "up to five EX Resources: an effect placing a sixth places nothing", function()
  local function ex_count(g)
    local n = 0
    for _, r in ipairs(g:cards(1, "resources")) do if g:number(r) == "EXR-001" then n = n + 1 end end
    return n
  end
  -- ST02-002 Wing Gundam (Bird Mode), Lv3 cost 3: 【Deploy】Place 1 EX Resource.
  -- The cost is paid with the normal Resources, so the EX Resources all stay.
  local g = game{ p1 = { deck = 5, resources = {3, ex = 4}, hand = {{"ST02-002", as = "wing"}} }, p2 = { deck = 5 } }
  g:choose("play c" .. g:card("wing"))
  eq(ex_count(g), 5, "four EX Resources and one placed")
  g = game{ p1 = { deck = 5, resources = {3, ex = 5}, hand = {{"ST02-002", as = "wing"}} }, p2 = { deck = 5 } }
  g:choose("play c" .. g:card("wing"))
  g:expect_loc("wing", "battle")
  eq(ex_count(g), 5, "still five EX Resources")
  g:expect_count(1, "resources", 8)
  -- 15 Resources (4-4-2): no EX Resource either.
  g = game{ p1 = { deck = 5, resources = {14, ex = 1}, hand = {{"ST02-002", as = "wing"}} }, p2 = { deck = 5 } }
  g:choose("play c" .. g:card("wing"))
  g:expect_count(1, "resources", 15)
  eq(ex_count(g), 1, "EX Resources at 15 Resources")
end)

------------------------------------------------------------------ 4-6-3 base section

scenario({"Q28", "Q29", "4-6-3", "11-5-1", "11-5-2", "11-5-2-1", "5-10-4"}, "one Base at most: a new Base trashes the old one, not destroyed",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, base = {{"GD01-126", as = "old"}},
                         hand = {{"GD01-128", as = "new"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "new"))
  g:expect_count(1, "base", 1)
  g:expect_loc("new", "base")
  g:expect_loc("old", "trash")
  ok(logged(g, "is put into the trash (limit)"), "trashed at the limit")
  ok(not logged(g, "is destroyed"), "not destroyed")
end)

scenario({"4-6-3", "11-5-2", "5-17-2-5"}, "a Base played over the EX Base: the EX Base token leaves the game", function()
  local g = game{ p1 = { deck = 10, resources = 2, base = {{"EXB-001", as = "exb"}},
                         hand = {{"GD01-128", as = "new"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "new"))
  g:expect_loc("new", "base")
  g:expect_loc("exb", "outside")
  g:expect_count(1, "base", 1)
  g:expect_count(1, "trash", 0)
  g:expect_count(1, "removal", 0)
end)

------------------------------------------------------------------ 4-6-4-1 the top Shield

scenario({"4-6-4-1", "4-6-1", "8-5-2-3"}, "damage to the shield section takes the top Shield; the others stay in order", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {{"ST01-003", as = "bottom"}, {"ST02-005", as = "middle"},
                                               {"GD01-031", as = "top"}} } }
  local before = g:cards(2, "shields")
  eq(before[3], g:card("top"), "the last placed is the top")
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_loc("top", "trash")
  local after = g:cards(2, "shields")
  eq(#after, 2, "Shields left")
  eq(after[1], g:card("bottom"), "bottom Shield")
  eq(after[2], g:card("middle"), "middle Shield, now the top")
end)

------------------------------------------------------------------ 4-8-4 hand limit

scenario({"4-8-4", "7-6-5-1", "5-11-1"}, "more than 10 cards is allowed until the end phase, then the owner discards down to 10",
         function()
  local g = game{ phase = "main", p1 = { deck = 10, hand = 12 }, p2 = { deck = 10, hand = 12 } }
  g:expect_decision{ kind = "action", player = 1 }     -- no discard in the main phase
  g:expect_count(1, "hand", 12)
  g:end_main()
  g:expect_state{ phase = "end phase", step = "hand step" }
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  eq(#g:decision().keys, 12, "every hand card is an option")
  local h = g:hash()
  -- Illegal answers are refused and change nothing.
  local good, why = g:try_choose{1}
  eq(good, false, "one card")
  ok(why:find("exactly 2", 1, true), "reason: " .. tostring(why))
  ok(not g:try_choose{1, 2, 3}, "three cards")
  good, why = g:try_choose{4, 4}
  eq(good, false, "the same card twice")
  ok(why:find("twice", 1, true), "reason: " .. tostring(why))
  ok(not g:try_choose{1, 13}, "an option that does not exist")
  eq(g:hash(), h, "hash after refused answers")
  local hand = g:cards(1, "hand")
  g:choose{1, 5}
  g:expect_count(1, "hand", 10)
  g:expect_count(1, "trash", 2)
  g:expect_loc(hand[1], "trash")
  g:expect_loc(hand[5], "trash")
  -- The standby player's hand was not checked: 12 kept, plus the draw of their turn.
  g:expect_state{ active = 2, phase = "main phase" }
  g:expect_count(2, "hand", 13)
  g:expect_count(2, "trash", 0)
end)

------------------------------------------------------------------ 4-1-5 a moved card is a new card

scenario("4-1-5", "a card that moves is a new card: damage, rest, its Pilot and AP bonuses stay behind", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST01-005", as = "new"}},
                         battle = {{"ST01-005", damage = 1, as = "gm", pilot = {"GD01-090", as = "pilot"}},
                                   {"GD01-061", as = "zuoot"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                  p2 = { deck = 10, shields = 3 } }
  eq(g:ap("gm"), 3, "GM with Duo Maxwell: AP2+1")
  g:choose("activate " .. c(g, "zuoot") .. " 0")    -- <Support 1>: GM gets AP+1
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 4, "AP with the bonus")
  g:choose("attack " .. c(g, "gm") .. " p2")        -- rests it
  eq(g:rested("gm"), true, "GM rested")
  g:choose("play " .. c(g, "new"))
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  eq(g:damage("gm"), 0, "damage in the trash")
  eq(g:rested("gm"), false, "rested in the trash")
  eq(g:paired("gm"), nil, "paired in the trash")
  eq(g:ap("gm"), 2, "AP in the trash: the printed value")
  g:expect_loc("pilot", "trash")
  eq(g:paired("pilot"), nil, "the Pilot is no longer paired")
end)

------------------------------------------------------------------ 2 to 8 players

scenario({"1-1-1", "12-1", "12-2", "4-1-1-1"}, "boards of 3 to 8 players build and run; 1 and 9 players are refused",
         function()
  for n = 3, 8 do
    local spec = { players = n, mode = "battle-royale" }
    for p = 1, n do spec["p" .. p] = { deck = 5 + p, hand = p } end
    local g = game(spec)
    g:expect_state{ over = false, active = 1 }
    for p = 1, n do
      g:expect_count(p, "deck", 5 + p)
      g:expect_count(p, "hand", p)
    end
    eq(#view(g, 1).players, n, "players in the view")
    g:end_main()
    g:expect_state{ active = 2 }
  end
  fails(function() game{ players = 9 } end, "not a supported player count")
  fails(function() game{ players = 1 } end, "not a supported player count")
end)

scenario({"12-2-2", "12-2-3", "12-2", "6-2-2", "6-2-3"}, "real games of 3 to 8 players: setup for each, then play to the end",
         function()
  for n = 3, 8 do
    local decks = {}
    for p = 1, n do decks[p] = (p % 2 == 1) and BW or GW end
    local g = new_game{ decks = decks, seed = 100 + n, first = 2, mode = "battle-royale" }
    g:expect_decision{ player = 2 }                   -- 12-2-1: Player One chooses the direction
    g:choose("option 1")                             -- clockwise
    for k = 0, n - 1 do
      local p = (1 + k) % n + 1                       -- from Player One (P2), in turn order
      g:expect_decision{ player = p, kind = "action" }
      g:choose("keep")
    end
    g:expect_state{ turn = 1, active = 2, phase = "main phase" }
    for p = 1, n do
      g:expect_count(p, "shields", 6)
      g:expect_count(p, "base", 1)
      local res = g:cards(p, "resources")
      eq(#res, 1, "P" .. p .. " resources")
      -- 12-2-2: everyone but Player One has an EX Resource; Player One has the one from its resource phase.
      eq(g:number(res[1]), p == 2 and "R-001" or "EXR-001", "P" .. p .. " resource")
    end
    g:bot_play(n)
    g:expect_state{ over = true }
    ok(g:state().winner ~= nil, n .. " players: a winner")
  end
end)
