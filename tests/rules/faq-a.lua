-- The official rules FAQ (faq.md), entries Q1 to Q60 that tests/rules/faq.lua and
-- the numbered rules files did not show yet: each scenario carries the FAQ number
-- (Q23) beside the rules it reads, so docs/rules-coverage.md counts it.  Deck
-- building entries (Q1-Q6) load real deck files written here; the rest play a
-- built board with real cards.

local function c(g, name) return "c" .. g:card(name) end

-- The quick-start Blue/White deck (decks/blue-white-midrange.deck) as lines, to
-- change one thing at a time and write as a deck file.
local BW = "decks/blue-white-midrange.deck"
local function bw_lines()
  local t = {}
  for line in io.lines(BW) do t[#t + 1] = line end
  return t
end

-- Writes the lines to a temporary deck file, starts a game with it as player 2's
-- deck; returns true, or false and the refusal.
local function try_deck(lines)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write(table.concat(lines, "\n"), "\n")
  f:close()
  local good, msg = pcall(new_game, { decks = {BW, path}, seed = 1 })
  os.remove(path)
  if good then return true end
  return false, tostring(msg)
end

local function replace(lines, old, new)
  local out = {}
  for _, l in ipairs(lines) do
    if l == old then
      if new then out[#out + 1] = new end
    else
      out[#out + 1] = l
    end
  end
  return out
end

-- The same deck as a JSON deck list, where each card stays in the list it is
-- given in (a text list sorts Resources into the resource deck by type):
-- main_lines and resource_lines are "N NUMBER" lines.
local function json_deck(main_lines, resource_lines)
  local function list(lines)
    local out = {}
    for _, l in ipairs(lines) do
      local n, num = l:match("^(%d+) (%S+)")
      if n then out[#out + 1] = string.format('{"count": %s, "number": "%s"}', n, num) end
    end
    return "[" .. table.concat(out, ", ") .. "]"
  end
  return {'{"name": "faq", "main": ' .. list(main_lines) .. ', "resources": ' .. list(resource_lines) .. '}'}
end

local function main_of(lines)
  local out = {}
  for _, l in ipairs(lines) do if not l:find("R-001", 1, true) then out[#out + 1] = l end end
  return out
end

local function refused(lines, want, what)
  local good, msg = try_deck(lines)
  ok(not good, what .. " is refused")
  ok(msg and msg:find(want, 1, true), what .. ": the refusal names '" .. want .. "': " .. tostring(msg))
end

------------------------------------------------------------------ deck building (6-1)

scenario({"Q1", "6-1-1"}, "a deck is exactly 50 cards: 49 and 51 are refused, 50 plays", function()
  ok(try_deck(bw_lines()), "the 50-card deck plays")
  refused(replace(bw_lines(), "1 ST01-001 Gundam", nil), "main deck has 49 cards, must be exactly 50", "49 cards")
  refused(replace(bw_lines(), "1 ST01-001 Gundam", "2 ST01-001 Gundam"), "main deck has 51 cards", "51 cards")
end)

scenario({"Q2", "6-1-1-1", "6-1-1-2"}, "one or two colors, of Unit, Pilot, Command and Base cards only", function()
  -- A third color (GD01-030 Rick Dom is Green) in place of two Blue cards.
  refused(replace(bw_lines(), "2 ST01-005 GM", "2 GD01-030 Rick Dom"), "(6-1-1-2)", "a third color")
  -- A Resource in the main deck.
  local jgood, jmsg = try_deck(json_deck(main_of(bw_lines()), {"10 R-001"}))
  ok(jgood, "the same deck as a JSON list plays: " .. tostring(jmsg))
  local with_resource = main_of(replace(bw_lines(), "2 ST01-005 GM", nil))
  with_resource[#with_resource + 1] = "2 R-001"
  refused(json_deck(with_resource, {"10 R-001"}),
          "a deck holds only Unit, Pilot, Command and Base cards", "a Resource in the main deck")
  -- One color only: the White cards replaced by Blue ones, 50 cards.
  local blue = {"4 ST01-001 Gundam", "4 ST01-002 Gundam (MA Form)", "4 ST01-003 Guncannon", "4 ST01-004 Guntank",
                "4 ST01-005 GM", "4 GD01-013 Gundam", "4 GD01-004 Guncannon", "4 ST01-010 Amuro Ray",
                "4 ST01-012 Thoroughly Damaged", "4 ST01-013 Kai's Resolve", "4 ST01-015 White Base",
                "4 GD01-124 Side 7", "2 GD01-018 ReZEL", "10 R-001 Resource"}
  local good, msg = try_deck(blue)
  ok(good, "a one-color deck plays: " .. tostring(msg))
end)

scenario({"Q3", "6-1-1-3"}, "up to four copies of one card number: five are refused", function()
  local four = replace(replace(bw_lines(), "1 ST01-001 Gundam", "4 ST01-001 Gundam"), "2 ST01-005 GM", nil)
  ok(try_deck(replace(four, "2 GD01-004 Guncannon", "1 GD01-004 Guncannon")), "four copies play")
  refused(replace(replace(replace(bw_lines(), "1 ST01-001 Gundam", "5 ST01-001 Gundam"), "2 ST01-005 GM", nil),
                  "2 GD01-004 Guncannon", nil),
          "ST01-001 Gundam: 5 copies, at most 4 (6-1-1-3)", "five copies")
end)

scenario({"Q4", "6-1-1-3"}, "four ST01-001 Gundam and four GD01-013 Gundam: same name, different numbers, both allowed", function()
  -- 1 + 2 Gundams become 4 + 4: five more cards, five fewer elsewhere.
  local l = replace(bw_lines(), "1 ST01-001 Gundam", "4 ST01-001 Gundam")
  l = replace(l, "2 GD01-013 Gundam", "4 GD01-013 Gundam")
  l = replace(l, "2 ST01-005 GM", nil)
  l = replace(l, "3 GD01-018 ReZEL", nil)
  local good, msg = try_deck(l)
  ok(good, "eight cards named Gundam under two numbers: " .. tostring(msg))
end)

scenario({"Q5", "6-1-1"}, "a resource deck is exactly ten cards: nine and eleven are refused", function()
  refused(replace(bw_lines(), "10 R-001 Resource", "9 R-001 Resource"),
          "resource deck has 9 cards, must be exactly 10", "nine Resources")
  refused(replace(bw_lines(), "10 R-001 Resource", "11 R-001 Resource"),
          "resource deck has 11 cards, must be exactly 10", "eleven Resources")
end)

scenario({"Q6", "6-1-1-4", "6-1-1-5"}, "a resource deck holds Resource cards only, any number of copies", function()
  ok(try_deck(bw_lines()), "ten copies of R-001 play")
  refused(json_deck(main_of(replace(bw_lines(), "2 ST01-005 GM", "1 ST01-005 GM")), {"9 R-001", "1 ST01-005"}),
          "a resource deck holds only Resource cards (6-1-1-4)", "a Unit in the resource deck")
end)
