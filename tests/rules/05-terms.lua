-- Rules 5: essential terms -- active and rested, damage, HP recovery, destroy,
-- tokens, draw and shuffle.

local BW, GW = "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"

local function count_logged(g, text, viewer)
  local n = 0
  for _, l in ipairs(g:log(viewer)) do
    if l:find(text, 1, true) then n = n + 1 end
  end
  return n
end

------------------------------------------------------------------ 5-4 active and rested

scenario({"5-4-1", "5-4-1-1", "5-4-2", "4-4-1"}, "cards placed in the battle area, resource area or base section are active", function()
  local g = game{ phase = "start",
                  p1 = { deck = 10, resources = {3, rested = 3}, resource_deck = 2,
                         hand = {{"ST01-005", as = "unit"}, {"GD01-128", as = "base"}} },
                  p2 = { deck = 10 } }
  -- The resource phase placed one active Resource (and the active step readied the others).
  local res = g:cards(1, "resources")
  eq(#res, 4, "resources")
  g:expect_count(1, "resource_deck", 1)          -- 4-4-1: it came from the resource deck
  eq(g:rested(res[4]), false, "the new Resource")
  g:choose("play " .. c(g, "unit"))
  g:expect_loc("unit", "battle")
  eq(g:rested("unit"), false, "the deployed Unit")
  g:choose("play " .. c(g, "base"))
  g:expect_loc("base", "base")
  eq(g:rested("base"), false, "the deployed Base")
  -- Paying rested Resources: rested is the other orientation.
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 2, "Resources rested to pay 1 + 1")
end)

scenario({"5-4-1", "5-4-1-2"}, "a rested card stays rested until something sets it active", function()
  local g = game{ active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "theirs"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  eq(g:rested("gm"), true, "the attacker is rested")
  g:end_main()
  -- P2's turn: P2's Unit became active in P2's active step; P1's stays rested.
  g:expect_state{ active = 2 }
  eq(g:rested("theirs"), false, "P2's Unit in P2's turn")
  eq(g:rested("gm"), true, "P1's Unit in P2's turn")
end)

------------------------------------------------------------------ 5-5 damage

scenario({"5-5-1", "5-5-1-1", "5-5-2", "5-5-3", "5-18-1-1"},
         "battle damage is kept as counters; a card with damage equal to its HP is destroyed", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },                -- AP2 HP2
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "guncannon"}} } } -- AP2 HP4
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "guncannon"))
  eq(g:damage("guncannon"), 2, "damage counters on Guncannon")
  g:expect_loc("guncannon", "battle")        -- 2 < 4 HP
  g:expect_loc("gm", "trash")                -- 2 >= 2 HP
  ok(logged(g, "Guncannon #" .. g:card("guncannon") .. " takes 2 battle damage"), "battle damage to Guncannon")
  -- The counters stay into the next turn.
  g:end_main()
  g:expect_state{ active = 2 }
  eq(g:damage("guncannon"), 2, "counters in the next turn")
end)

scenario({"5-5-5", "5-21-2-1"}, "zero damage is not dealt: no counter, no destroyed Shield, nothing on the Base", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-061", as = "z1"}, {"GD01-061", as = "z2"}} },   -- ZuOOT AP0 HP2
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-003", rested = true, as = "guncannon"}} } }
  g:choose("attack " .. c(g, "z1") .. " " .. c(g, "guncannon"))
  eq(g:damage("guncannon"), 0, "Guncannon damage")
  ok(not logged(g, "Guncannon #" .. g:card("guncannon") .. " takes"), "no damage event for 0")
  g:expect_loc("z1", "trash")                -- Guncannon's 2 AP is dealt
  g:choose("attack " .. c(g, "z2") .. " p2")
  g:expect_count(2, "shields", 2)
  g:expect_count(2, "trash", 0)
  g:expect_state{ over = false }
  local g2 = game{ p1 = { deck = 10, battle = {{"GD01-061", as = "z"}} },
                   p2 = { deck = 10, shields = 0, base = {{"EXB-001", as = "exb"}} } }
  g2:choose("attack " .. c(g2, "z") .. " p2")
  eq(g2:damage("exb"), 0, "EX Base damage")
end)

scenario({"5-5-6", "4-6-4-2", "11-3-1-1"}, "damage beyond a Shield's or a Base's HP is not carried to another Shield",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-002", as = "ma"}} },     -- AP4
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "ma") .. " p2")
  g:expect_count(2, "shields", 2)                        -- one Shield (1 HP) for 4 damage
  g:expect_count(2, "trash", 1)
  g = game{ p1 = { deck = 10, battle = {{"ST01-002", as = "ma"}} },
            p2 = { deck = 10, shields = 3, base = {{"EXB-001", as = "exb"}} } }   -- HP3
  g:choose("attack " .. c(g, "ma") .. " p2")
  g:expect_loc("exb", "outside")                         -- destroyed (a token: out of the game)
  g:expect_count(2, "shields", 3)
end)

------------------------------------------------------------------ 5-6 HP recovery

scenario({"5-6-1", "5-6-2", "5-6-3", "13-1-1"}, "recovery removes counters, never more than the damage; an undamaged Unit recovers nothing",
         function()
  local g = game{ phase = "end",
                  p1 = { deck = 10, battle = {{"ST01-001", damage = 1, as = "one"},      -- <Repair 2>, HP4
                                              {"ST01-001", damage = 3, as = "three"},
                                              {"ST01-001", as = "none"}} },
                  p2 = { deck = 10 } }
  eq(g:damage("one"), 0, "1 damage, Repair 2")
  eq(g:damage("three"), 1, "3 damage, Repair 2")
  eq(g:damage("none"), 0, "no damage")
  eq(g:hp("one"), 4, "HP does not rise above the printed HP")
  ok(logged(g, "Gundam #" .. g:card("one") .. " recovers 1 HP"), "recovers only the 1 damage")
  ok(logged(g, "Gundam #" .. g:card("three") .. " recovers 2 HP"), "recovers 2")
  ok(not logged(g, "Gundam #" .. g:card("none") .. " recovers"), "an undamaged Unit recovers nothing")
end)

------------------------------------------------------------------ 5-10 destroy

scenario({"5-10-1", "5-10-2", "5-2-1"}, "a destroyed Unit goes face up into its owner's trash", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-001", as = "gundam"}} },      -- AP3
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(2, "trash", 1)
  g:expect_count(1, "trash", 0)
  ok(logged(g, "GM #" .. g:card("gm") .. " is destroyed"), "destroyed")
  ok(g:view(1):find('"number":"ST01-005"', 1, true), "public in the opponent's view")
end)

scenario({"5-10-3", "8-5-2-3-1"}, "a destroyed Shield is revealed, then put into the trash", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD01-031", as = "top"}} } }   -- Gelgoog: no 【Burst】
  ok(not g:view(1):find("GD01-031", 1, true), "face down before")
  g:choose("attack " .. c(g, "gm") .. " p2")
  ok(logged(g, "P2's shield Gelgoog", 1), "revealed to the opponent")
  g:expect_loc("top", "trash")
  ok(g:view(1):find("GD01-031", 1, true), "public in the trash")
end)

scenario({"5-10-4", "11-4-2-1"}, "a Unit trashed at the battle area limit is not destroyed", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"ST01-008", as = "new"}},
                         battle = {{"ST01-005", as = "gm"}, "ST01-003", "ST01-003", "ST01-003", "ST01-003", "ST01-003"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "new"))
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  ok(logged(g, "GM #" .. g:card("gm") .. " is put into the trash (limit)"), "trashed at the limit")
  ok(not logged(g, "is destroyed"), "nothing destroyed")
end)

------------------------------------------------------------------ 5-17 tokens

scenario({"Q11", "5-17-3-1-1", "5-17-2-1"}, "the EX Base is a Base token with 0 AP and 3 HP, damaged like a Base", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, base = {{"EXB-001", as = "exb"}} } }
  eq(g:ap("exb"), 0, "EX Base AP")
  eq(g:hp("exb"), 3, "EX Base HP")
  g:choose("attack " .. c(g, "gm") .. " p2")
  eq(g:damage("exb"), 2, "damage on the EX Base")
  g:expect_loc("exb", "base")
end)

scenario({"Q22", "5-17-3-2-3", "5-17-3-2-1", "5-17-4", "2-9-4"},
         "an EX Resource used to pay a cost is removed from the game (not to the removal area)", function()
  local g = game{ p1 = { deck = 10, resources = {1, ex = 1}, hand = {{"ST01-009", as = "zowort"}} },  -- Lv2 C2
                  p2 = { deck = 10 } }
  local res = g:cards(1, "resources")
  local normal, ex = res[1], res[2]
  eq(g:number(ex), "EXR-001", "the EX Resource")
  g:expect_option("play " .. c(g, "zowort"))     -- Lv 2: the EX Resource counts
  g:choose("play " .. c(g, "zowort"))
  g:expect_loc("zowort", "battle")
  g:expect_loc(ex, "outside")
  g:expect_loc(normal, "resources")
  eq(g:rested(normal), true, "the normal Resource is rested, and stays")
  g:expect_count(1, "resources", 1)
  g:expect_count(1, "removal", 0)
  g:expect_count(1, "trash", 0)
  ok(logged(g, "EX Resource #" .. ex .. " is removed from the game"), "removed")
end)

scenario({"5-17-2-5", "5-17-2-5-1"}, "a Unit token destroyed leaves the game: destroyed first, then outside, not in the trash",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-001", as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"T-003", rested = true, as = "token"}} } }   -- Guntank token 1/1
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "token"))
  g:expect_loc("token", "outside")
  g:expect_count(2, "trash", 0)
  g:expect_count(2, "battle", 0)
  ok(logged(g, "Guntank #" .. g:card("token") .. " is destroyed"), "it was destroyed (its triggers may see it)")
  ok(logged(g, "battle area -> trash"), "it moved to the trash momentarily")
end)

scenario({"Q103", "5-17-2-2", "5-17-2-1"}, "a Unit token can be paired with a Pilot like a Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-090", as = "duo"}},
                         battle = {{"T-001", as = "token"}} },         -- Gundam token AP3 HP3
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "duo") .. " " .. c(g, "token"))     -- Duo Maxwell: AP+1 HP+2
  eq(g:paired("token"), g:card("duo"), "paired")
  eq(g:ap("token"), 4, "AP with the Pilot")
  eq(g:hp("token"), 5, "HP with the Pilot")
end)

------------------------------------------------------------------ 5-14 draw, 5-15 shuffle

scenario({"5-14-1", "5-14-1-1", "4-8-1"}, "a draw takes the top card of the deck into the hand, unseen by the opponent", function()
  local g = game{ phase = "start", active = 1,
                  p1 = { deck = {"ST01-005", "ST01-005", {"GD01-031", as = "top"}} },
                  p2 = { deck = 5 } }
  g:expect_loc("top", "hand")
  g:expect_count(1, "deck", 2)
  ok(logged(g, "P1 draws Gelgoog #" .. g:card("top"), 1), "the owner's narration names it")
  ok(logged(g, "P1 draws a card", 2), "the opponent's narration hides it")
  ok(not logged(g, "Gelgoog", 2), "the opponent never sees its name")
  ok(not g:view(2):find("GD01-031", 1, true), "nor in the opponent's view")
end)

scenario({"5-15-1", "4-2-4", "6-2-1-2", "5-13-1"}, "shuffled decks: the order is random, not the deck list's, and depends on the seed",
         function()
  local function order(seed)
    local g = new_game{ decks = {BW, GW}, seed = seed, first = 1 }
    local ids = {}
    for _, id in ipairs(g:cards(1, "deck")) do ids[#ids + 1] = id end
    for _, id in ipairs(g:cards(1, "hand")) do ids[#ids + 1] = id end
    return ids
  end
  local a, b = order(1), order(2)
  eq(#a, 50, "cards")
  local sorted, in_order = {}, 0
  for i, id in ipairs(a) do sorted[i] = id; if i > 1 and a[i - 1] < id then in_order = in_order + 1 end end
  table.sort(sorted)
  for i = 1, 50 do eq(sorted[i], i - 1, "a permutation of the deck list") end
  ok(in_order < 40, "not in the deck list's order (" .. in_order .. " rising pairs of 49)")
  local same = 0
  for i = 1, 50 do if a[i] == b[i] then same = same + 1 end end
  ok(same < 10, "seeds 1 and 2 give different orders (" .. same .. " places equal)")
  local a2 = order(1)
  for i = 1, 50 do eq(a2[i], a[i], "the same seed gives the same order") end
end)

scenario({"5-15-1", "6-2-1-6-1"}, "a redraw shuffles the deck afterwards", function()
  local g = new_game{ decks = {BW, GW}, seed = 4, first = 1 }
  g:choose("redraw")
  local log = g:log(1)
  local last_draw, shuffle = 0, 0
  for i, l in ipairs(log) do
    if l:find("^P1 draws") then last_draw = i end
    if l == "P1 shuffles their deck" then shuffle = i end
  end
  ok(shuffle > last_draw and last_draw > 0, "P1 shuffles after drawing the new hand")
  eq(count_logged(g, "P1 shuffles their deck"), 2, "the setup shuffle and the redraw shuffle")
end)

scenario({"5-17-2-5", "5-17-3"}, "a token made after another left the game gets a number of its own: card numbers are never reused",
         function()
  -- Corsica Base replaces the EX Base (which leaves the game), then its
  -- 【Deploy】 makes a Tallgeese token: a new card, with a new number.
  local g = game{ p1 = { deck = 10, resources = 3, shields = 2, base = {{"EXB-001", as = "exb"}},
                         hand = {{"ST02-016", as = "corsica"}} },
                  p2 = { deck = 10 } }
  local exb = g:card("exb")
  g:choose("play " .. c(g, "corsica"))
  while g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("exb", "outside")
  local units = g:cards(1, "battle")
  eq(#units, 1, "the Tallgeese token")
  ok(units[1] ~= exb, "the token is not #" .. exb .. " again")
  ok(units[1] > g:card("corsica"), "a number never used before")
  eq(g:loc(exb), "outside", "the EX Base is still the card it was: out of the game")
  eq(g:number(exb), "EXB-001", "and its number still names the EX Base")
end)

-- e:to_deck_randomly ("Return the remaining cards randomly to the bottom of your deck"): GD04-019
-- GN Armor Type-D looks at the top 3 when destroyed; none taken, all 3 go to the bottom in an
-- order drawn from the game's seed -- every order of the 3 over a few seeds, the same for a seed.
scenario("5-13-1", "cards returned randomly to the bottom: all of them, in an order the seed decides",
         function()
  local function bottom(seed)
    local g = game{ seed = seed,
                    p1 = { deck = {"ST01-005", "ST01-005", {"ST01-005", as = "a"}, {"ST01-009", as = "b"},
                                   {"ST01-010", as = "c"}},
                           battle = {{"GD04-019", as = "armor"}} },
                    p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
    g:choose("attack " .. c(g, "armor") .. " " .. c(g, "bigzam"))
    eq(g:loc("armor"), "trash")
    if g:decision().kind == "choose" then g:choose({}) end -- none of them is a (CB) Unit card
    local deck = g:cards(1, "deck")
    eq(#deck, 5)
    local names = { [g:card("a")] = "a", [g:card("b")] = "b", [g:card("c")] = "c" }
    local order = (names[deck[1]] or "?") .. (names[deck[2]] or "?") .. (names[deck[3]] or "?")
    return order
  end
  local seen, count = {}, 0
  for seed = 1, 24 do
    local o = bottom(seed)
    ok(not o:find("?", 1, true), "the three looked at are the bottom three (" .. o .. ")")
    if not seen[o] then seen[o] = true; count = count + 1 end
  end
  eq(count, 6, "every order of the three appears")
  eq(bottom(5), bottom(5), "the same seed, the same order")
end)
