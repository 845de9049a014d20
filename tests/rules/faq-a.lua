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

------------------------------------------------------------------ setup (6-2)

scenario({"Q8", "6-2-2"}, "the top card of the deck becomes the bottom Shield", function()
  local g = new_game{ decks = {BW, BW}, seed = 8, first = 1 }
  g:choose("keep")
  local deck1 = {}
  for i, id in ipairs(g:cards(1, "deck")) do deck1[i] = id end
  g:choose("keep")                 -- P2 keeps: the Shields are placed
  local shields = g:cards(1, "shields")
  eq(#shields, 6, "six Shields")
  eq(shields[1], deck1[#deck1], "the bottom Shield was the top card of the deck")
  eq(shields[6], deck1[#deck1 - 5], "the top Shield was the sixth card from the top")
  ok(shields[1] ~= deck1[#deck1 - 5], "not the other way round")
end)

scenario({"Q10", "6-2-1-6", "6-2-1-6-1", "6-2-1-7"}, "each player may redraw once, Player One first: the old hand to the bottom, five new from the top",
         function()
  local g = new_game{ decks = {BW, BW}, seed = 10, first = 1 }
  g:expect_decision{ player = 1 }
  g:expect_option("redraw")
  local old = {}
  for i, id in ipairs(g:cards(1, "hand")) do old[i] = id end
  local deck = g:cards(1, "deck")
  local top5 = {}
  for i = 0, 4 do top5[deck[#deck - i]] = true end
  g:choose("redraw")
  local hand = g:cards(1, "hand")
  eq(#hand, 5, "five new cards")
  for _, id in ipairs(hand) do ok(top5[id], "#" .. id .. " came from the top of the deck") end
  for _, id in ipairs(old) do g:expect_loc(id, "deck") end
  -- Then Player Two decides, and Player One is not asked again.
  g:expect_decision{ player = 2 }
  g:expect_option("redraw")
  g:choose("keep")
  g:expect_state{ turn = 1, active = 1 }
  g:expect_no_option("redraw")
end)

------------------------------------------------------------------ playing cards (7-5)

scenario({"Q23", "Q47", "3-4-6-2", "5-9-1", "7-5-2-2-3"}, "a Command with a Pilot effect is paid for, then paired instead of its Command effect",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"ST01-005", as = "gm"}},
                         hand = {{"ST04-013", as = "hawk"}} },                    -- Hawk of Endymion: Lv2, cost 1
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:expect_option("play " .. c(g, "hawk"))   -- as a Command
  g:choose("pair " .. c(g, "hawk") .. " " .. c(g, "gm"))
  eq(g:paired("gm"), g:card("hawk"), "the Hawk of Endymion is the GM's Pilot")
  eq(g:loc("hawk") ~= "hand", true, "the card left the hand")
  eq(g:loc("hawk") ~= "trash", true, "it is not resolved and trashed as a Command")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 1, "its cost (1) was paid")
  g:expect_loc("enemy", "battle")              -- the Command effect (return an enemy Unit) did not happen
  eq(g:ap("gm"), 3, "GM AP2, the Pilot's AP+1")
end)

scenario({"Q25", "2-2-5", "3-3-4"}, "a Pilot may pair while a Pilot of the same name is paired with another Unit", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4,
                         battle = {{"ST01-005", as = "gm1", pilot = "ST01-010"}, {"ST01-005", as = "gm2"}},
                         hand = {{"ST01-010", as = "amuro"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "gm2"))
  ok(g:paired("gm1"), "the first Amuro Ray stays")
  eq(g:paired("gm2"), g:card("amuro"), "the second Amuro Ray is paired")
  g:expect_count(1, "hand", 0)
end)

------------------------------------------------------------------ attacks (8)

scenario({"Q31", "3-2-4", "7-5-4-1"}, "Player One attacks in their first turn, but not with a Unit deployed that turn", function()
  local g = game{ turn = 1, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "old"}, {"ST01-005", as = "new", fresh = true}} },
                  p2 = { deck = 10, shields = 2 } }
  g:expect_option("attack " .. c(g, "old") .. " p2")
  g:expect_no_option("attack " .. c(g, "new") .. " p2")
  local why = select(2, g:try_action("attack " .. c(g, "new") .. " p2"))
  ok(why, "refused: " .. tostring(why))
  g:choose("attack " .. c(g, "old") .. " p2")
  ok(logged(g, "attacks"), "the attack is declared in turn 1")
end)

local function attack_player(p2)
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },   -- AP2
                  p2 = p2 }
  g:choose("attack " .. c(g, "gm") .. " p2")
  while not g:state().over and g:decision().kind == "action" and g:state().active == 1 and g:state().step ~= "" do
    g:pass()
  end
  return g
end

scenario({"Q32", "Q37", "8-5-2-1", "8-5-2-2", "8-5-2-3", "8-5-2-4"}, "an attack on a player hits the Base first, else the first Shield, else the player",
         function()
  -- A Base: it takes the damage; no Shield can be chosen instead.
  local g = attack_player{ deck = 10, shields = 2, base = {{"GD01-124", as = "side7"}} }   -- Side 7: HP4
  eq(g:damage("side7"), 2, "the Base took the GM's 2 damage")
  g:expect_count(2, "shields", 2)
  -- No Base: the first Shield is destroyed.
  g = attack_player{ deck = 10, shields = 2 }
  g:expect_count(2, "shields", 1)
  eq(g:state().over, false, "the player is not hit")
  -- An empty shield area: the player is hit and loses.
  g = attack_player{ deck = 10 }
  g:expect_state{ over = true, winner = 1 }
end)

scenario({"Q38", "9-3-1", "3-4-6-2"}, "in the action step a Command with 【Action】 and a Pilot effect is played, never paired", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}},
                         hand = {{"ST04-013", as = "hawk"}} },
                  p2 = { deck = 10, shields = 2, resources = 4, hand = {{"ST04-013", as = "hawk2"}},
                         battle = {{"ST01-005", rested = true}} } }   -- (a target for P1's Hawk)
  g:expect_option("pair " .. c(g, "hawk") .. " " .. c(g, "gm2"))  -- in the main phase it may pair
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ step = "action step" }
  g:expect_decision{ player = 2 }
  g:expect_option("play " .. c(g, "hawk2"))
  for _, k in ipairs(g:decision().keys) do ok(not k:find("^pair"), "P2 offered " .. k) end
  g:pass()
  g:expect_decision{ player = 1 }
  g:expect_option("play " .. c(g, "hawk"))
  g:expect_no_option("pair " .. c(g, "hawk") .. " " .. c(g, "gm2"))
  ok(not g:try_action("pair " .. c(g, "hawk") .. " " .. c(g, "gm2")), "pairing is refused in the action step")
end)

scenario({"Q41", "3-3-6"}, "a paired Pilot goes where its Unit goes: to the trash when destroyed, to the hand when returned",
         function()
  -- Destroyed in battle: the GM (HP2+1) paired with Amuro Ray takes the Gundam's 3 damage.
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm", pilot = {"ST01-010", as = "amuro"}}} } }
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "gm"))
  while g:loc("gm") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("gm", "trash")
  g:expect_loc("amuro", "trash")
  -- Returned to the hand by Hawk of Endymion: the Pilot goes to the same hand.
  g = game{ turn = 3, active = 1,
            p1 = { deck = 10, resources = 4, hand = {{"ST04-013", as = "hawk"}} },
            p2 = { deck = 10, battle = {{"ST01-005", as = "gm", pilot = {"ST01-010", as = "amuro"}}} } }
  g:choose("play " .. c(g, "hawk"))
  if g:decision().kind == "choose" then g:choose(c(g, "gm")) end
  g:expect_loc("gm", "hand")
  g:expect_loc("amuro", "hand")
  eq(g:owner("amuro"), 2, "in its owner's hand")
  g:expect_count(2, "hand", 2)
end)

------------------------------------------------------------------ terms (5)

local function rested_resources(g, p)
  local n = 0
  for _, r in ipairs(g:cards(p, "resources")) do if g:rested(r) then n = n + 1 end end
  return n
end

scenario({"Q42", "Q43", "5-7-1", "5-8-1", "7-5-2-2-3", "3-2-1", "3-5-1"}, "play: pay a hand card's cost and use it; deploy: a Unit enters the battle area, a Base the base section",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, shields = 2,
                         hand = {{"ST01-005", as = "gm"}, {"GD01-124", as = "side7"}} },   -- GM cost 1, Side 7 cost 1
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gm"))
  g:expect_loc("gm", "battle")
  eq(rested_resources(g, 1), 1, "the GM's cost was paid")
  ok(logged(g, "deploys GM"), "the Unit is deployed")
  g:choose("play " .. c(g, "side7"))
  while g:decision().kind ~= "action" do g:choose(1) end     -- (its 【Deploy】: a Shield to the hand)
  g:expect_loc("side7", "base")
  eq(rested_resources(g, 1), 2, "the Base's cost was paid")
  -- Nothing is played that is not in the hand: a Unit in the battle area offers no "play".
  g:expect_no_option("play " .. c(g, "gm"))
end)

scenario({"Q44", "Q45", "5-14-1-1", "5-11-1"}, "draw 1: the top card of the deck to the hand; discard 1: a chosen hand card to the trash",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = {"ST01-005", "ST01-005", {"ST01-008", as = "top"}},
                         battle = {{"GD01-074", as = "chuchu"}},          -- 【Attack】Draw 1. Then, discard 1.
                         hand = {{"ST01-005", as = "kept"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "chuchu") .. " p2")
  g:expect_loc("top", "hand")                    -- drawn: the top card
  g:expect_count(1, "deck", 2)
  g:expect_decision{ kind = "choose", player = 1 }
  eq(#g:decision().keys, 2, "either card in the hand may be discarded")
  g:choose(c(g, "kept"))
  g:expect_loc("kept", "trash")
  g:expect_loc("top", "hand")
  g:expect_count(1, "hand", 1)
end)

scenario({"Q46", "5-6-1", "5-6-2"}, "recover 3 HP removes 3 damage, no more than the card has; its HP stays", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, battle = {{"ST01-003", damage = 2, as = "guncannon"}},  -- HP4
                         hand = {{"ST01-013", as = "kai"}} },       -- Kai's Resolve: it recovers 3 HP
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "kai"))
  if g:decision().kind == "choose" then g:choose(c(g, "guncannon")) end
  eq(g:damage("guncannon"), 0, "2 damage removed (not -1)")
  eq(g:hp("guncannon"), 4, "HP unchanged")
end)

scenario({"Q48", "3-2-6-2", "3-2-6-3", "3-2-4"}, "a Link Unit may attack on the turn it is deployed; the same Unit unlinked may not", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", fresh = true, pilot = "ST01-010", as = "linked"},  -- link: Amuro Ray
                                              {"ST01-001", fresh = true, pilot = "ST01-011", as = "paired"},  -- Suletta: no link
                                              {"ST01-001", fresh = true, as = "alone"}} },
                  p2 = { deck = 10, shields = 2 } }
  eq(g:linked("linked"), true, "a Link Unit")
  eq(g:linked("paired"), false, "paired, not linked")
  g:expect_option("attack " .. c(g, "linked") .. " p2")
  g:expect_no_option("attack " .. c(g, "paired") .. " p2")
  g:expect_no_option("attack " .. c(g, "alone") .. " p2")
end)

scenario({"Q50", "5-19-1"}, "\"(Zeon)/(Neo Zeon) Unit card\": either trait will do, no other", function()
  for _, case in ipairs{ {"GD01-044", true, "Kshatriya (Neo Zeon)"}, {"GD01-030", true, "Rick Dom (Zeon)"},
                         {"ST01-005", false, "GM (Earth Federation)"} } do
    local g = game{ turn = 3, active = 1,
                    p1 = { deck = {"ST01-005", "ST01-005", {case[1], as = "top"}}, resources = 4,
                           hand = {{"GD01-048", as = "sniper"}} },   -- Zaku I Sniper Type's 【Deploy】
                    p2 = { deck = 10 } }
    g:choose("play " .. c(g, "sniper"))
    if case[2] then
      g:expect_decision{ kind = "yesno", player = 1 }
      g:choose("yes")
      g:expect_loc("top", "hand")
    else
      g:expect_decision{ kind = "action" }
      g:expect_loc("top", "deck")
      g:expect_count(1, "hand", 0)
    end
  end
end)

------------------------------------------------------------------ keywords (13-1)

scenario({"Q52", "13-1-1-2"}, "<Repair 2> and a gained <Repair 1> add up to <Repair 3>", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 3, as = "gundam"},   -- <Repair 2>, (White Base Team)
                                              {"GD01-001", as = "giver"}} },             -- (White Base Team) Units gain <Repair 1>
                  p2 = { deck = 10 } }
  eq(g:keyword("gundam", "repair"), 3, "Repair 2 + 1")
  g:end_main()
  while g:state().active == 1 do g:choose(1) end
  eq(g:damage("gundam"), 0, "3 HP recovered at the end of the turn")
end)

scenario({"Q57", "13-1-2-5"}, "<Breach 2> and a gained <Breach 1> add up to <Breach 3>", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom", pilot = "GD01-092"}} },  -- Breach 2; M'Quve: (Zeon) gains Breach 1
                  p2 = { deck = 10, shields = 2, base = {{"ST01-015", as = "wb"}},                  -- White Base: HP5
                         battle = {{"ST01-005", rested = true, as = "gm"}} } }
  eq(g:keyword("rickdom", "breach"), 3, "Breach 2 + 1")
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "gm"))
  while g:loc("gm") == "battle" or g:state().step ~= "" do
    if g:decision().kind == "none" then break end
    g:choose(1)
  end
  eq(g:damage("wb"), 3, "3 damage to the Base")
end)

scenario({"Q49", "Q53", "Q55", "Q56", "13-1-2-2", "13-1-2-3", "10-1-6-6", "5-17-1"},
         "<Breach> hits the Base before the Shields, and resolves before the destroyed enemy's 【Destroyed】 (active player first); the 【Destroyed】 token comes from outside the game",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },                 -- Rick Dom: AP3 HP3, <Breach 2>
                  p2 = { deck = 10, shields = 2, base = {{"GD01-124", as = "side7"}},          -- Side 7: HP4
                         battle = {{"GD01-026", rested = true, as = "zaku", pilot = "GD01-092"}} } }  -- AP4 HP3 paired
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "zaku"))
  while g:decision().kind == "action" and not logged(g, "ends") do g:pass() end
  g:expect_loc("rickdom", "trash")                -- both destroyed (Q55): <Breach> still resolves
  g:expect_loc("zaku", "trash")
  eq(g:damage("side7"), 2, "the Base took the 2 damage")
  g:expect_count(2, "shields", 2)                 -- not the Shields
  local log, breach, destroyed = g:log(), nil, nil
  for i, line in ipairs(log) do
    if not breach and line:find("<Breach> resolves", 1, true) then breach = i end
    if not destroyed and line:find("Char's Zaku Ⅱ #" .. g:card("zaku") .. ": effect resolves", 1, true) then destroyed = i end
  end
  ok(breach and destroyed and breach < destroyed, "<Breach> (P1, active) before the 【Destroyed】 effect (P2)")
  -- The token: a new card from outside the game, not one of P2's.
  local tokens = g:cards(2, "battle")
  eq(#tokens, 1, "one token deployed")
  ok(tokens[1] ~= g:card("zaku"), "a new card, not the destroyed Zaku")
  ok(logged(g, "outside the game -> battle area"), "it came from outside the game")
  eq(g:rested(tokens[1]), true, "deployed rested")
  eq(g:ap(tokens[1]), 3, "AP3")
  eq(g:hp(tokens[1]), 1, "HP1")
end)

scenario({"Q53", "13-1-2-2"}, "with no Base, <Breach> damages the first Shield", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-030", as = "rickdom"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "top"}},
                         battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "rickdom") .. " " .. c(g, "gm"))
  while g:decision().kind == "action" and not logged(g, "ends") do g:pass() end
  g:expect_loc("gm", "trash")
  ok(g:loc("top") ~= "shields", "the first (top) Shield is destroyed")
  g:expect_count(2, "shields", 1)
end)

scenario({"Q60", "13-1-4-2", "13-1-4-1"}, "a Unit with <Blocker> that gains <Blocker> again has it once: one block, as without the second copy",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2,
                         battle = {{"GD01-068", as = "psg", pilot = "GD01-096"},     -- Perfect Strike Gundam <Blocker>;
                                   {"ST01-008", as = "demi", pilot = "GD01-096"}} } } -- Cagalli: a white Unit gains <Blocker>
  eq(g:keyword("psg", "blocker"), true, "Perfect Strike Gundam has <Blocker>")
  eq(g:keyword("demi", "blocker"), true, "the Demi Trainer gained it: Cagalli's grant works")
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ player = 2 }
  local blocks = {}
  for _, k in ipairs(g:decision().keys) do
    if k:find("^block") then blocks[#blocks + 1] = k end
  end
  eq(list(blocks), list{"block " .. c(g, "psg"), "block " .. c(g, "demi")}, "one block per Unit, not two for the Gundam")
  g:choose("block " .. c(g, "psg"))
  eq(g:rested("psg"), true, "rested to block")
  -- The block was the one <Blocker> use of this attack: no second block is offered.
  for _, k in ipairs(g:decision().keys or {}) do ok(not k:find("^block"), "no second block: " .. k) end
end)

-- No real card gives <Support> yet: the test Command TEST-C713-003 (tests/data/cards/
-- coverage-7-13.json) gives it to a real Unit that has it printed.
use_cards("tests/data/cards/coverage-7-13.json")

scenario({"Q58", "13-1-3-2", "13-1-3-1"}, "<Support 1> and a gained <Support 2> add up to <Support 3>", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 2,
                         battle = {{"GD01-048", as = "sniper"}, {"ST01-005", as = "gm"}},   -- Zaku I Sniper Type: <Support 1>; GM AP2
                         hand = {{"TEST-C713-003", as = "grant"}} },                        -- a Unit gains <Support 2>
                  p2 = { deck = 10 } }
  eq(g:keyword("sniper", "support"), 1, "printed")
  g:choose("play " .. c(g, "grant"))
  if g:decision().kind == "choose" then g:choose(c(g, "sniper")) end
  eq(g:keyword("sniper", "support"), 3, "1 + 2")
  local supports = 0
  for _, k in ipairs(g:decision().keys) do if k:find("^activate " .. c(g, "sniper")) then supports = supports + 1 end end
  eq(supports, 1, "one <Support> to activate, not two")
  g:choose("Activate <Support 3>")
  if g:decision().kind == "choose" then g:choose(c(g, "gm")) end
  eq(g:rested("sniper"), true, "rested to support")
  eq(g:ap("gm"), 5, "GM AP2 + 3, not + 1 or + 2 each")
end)
