-- Rules 12: multiplayer battle -- Battle Royale (12-2, mode "battle-royale" with
-- the variants "last-standing" and "sudden-death") and Team Battle (12-3, mode
-- "team"); and the three rulings of docs/modes.md for what the official text
-- leaves open.
--
-- Boards built with game{ players = N, mode = ... } skip the setup (and the mode's
-- setup hooks); game{ direction = -1 } sets the order of play directly.  Real games
-- use new_game{ mode = ... }: Battle Royale asks Player One for the direction
-- first ("option 1" clockwise, "option 2" counterclockwise).
--
-- Cards: ST01-005 GM (Lv2 AP2 HP2, no text), ST01-008 Demi Trainer (Lv1 AP1 HP1
-- <Blocker>), ST01-004 Guntank (【Deploy】rest an enemy Unit with 2 or less HP),
-- ST01-013 Kai's Resolve (【Main】a friendly Unit recovers 3 HP), ST01-001 Gundam
-- (【During Pair】during your turn all your Units get AP+1), ST01-015 White Base
-- (【Deploy】add 1 of your Shields to your hand), ST03-012 Indignation
-- (【Main】/【Action】a friendly Unit gets AP+2), ST02-003 Gundam Heavyarms (its battle
-- kill deals 1 damage to all enemy Units of Lv.3 or lower), ST03-006 Char's Zaku II
-- (【Destroyed】look at the top 3 of your deck, you may add a Zeon Unit card),
-- ST03-007 Zaku I (a Zeon Unit card), ST02-010 Heero Yuy (a Pilot).

local BW, GW = "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"

local function sorted(t)
  local out = {}
  for i, v in ipairs(t) do out[i] = v end
  table.sort(out)
  return table.concat(out, " ")
end

local function keys(g) return sorted(g:decision().keys) end

-- The line number of the first log line containing text (nil if none).
local function log_line(g, text)
  for i, l in ipairs(g:log()) do
    if l:find(text, 1, true) then return i end
  end
end

-- A real Battle Royale game of n players: Player One chooses the direction
-- (1 clockwise, 2 counterclockwise), everyone keeps their hand.
local function royale(n, opts)
  local decks = {}
  for p = 1, n do decks[p] = p % 2 == 1 and BW or GW end
  local g = new_game{ decks = decks, seed = opts.seed or 1, first = opts.first or 1,
                      mode = "battle-royale", variant = opts.variant }
  g:choose("option " .. (opts.direction or 1))
  for _ = 1, n do g:choose("keep") end
  return g
end

-- A real team game: everyone keeps their hand.
local function team_game(seed, first)
  local g = new_game{ decks = {BW, GW, GW, BW}, seed = seed, first = first, mode = "team" }
  for _ = 1, 4 do g:choose("keep") end
  return g
end

------------------------------------------------------------------ 12-1 who plays

scenario({"12-1", "12-2", "12-3"}, "Battle Royale is for three or more players, Team Battle for four; the standard game for two",
         function()
  for n = 3, 8 do
    local spec = { players = n, mode = "battle-royale" }
    for p = 1, n do spec["p" .. p] = { deck = 5 } end
    game(spec):expect_state{ mode = "battle-royale", variant = "last-standing", over = false }
  end
  fails(function() game{ players = 2, mode = "battle-royale" } end, "is for 3 to 8 players (not 2)")
  local t = game{ players = 4, mode = "team", p1 = { deck = 5 }, p2 = { deck = 5 }, p3 = { deck = 5 },
                  p4 = { deck = 5 } }
  t:expect_state{ mode = "team", over = false }
  for _, n in ipairs{2, 3, 5, 6} do
    fails(function() game{ players = n, mode = "team" } end, "is for 4 players (not " .. n .. ")")
  end
  fails(function() game{ players = 3 } end, "mode standard is for 2 players (not 3)")
  fails(function() new_game{ decks = {BW, GW, BW}, mode = "standard" } end, "is for 2 players")
end)

------------------------------------------------------------------ 12-2 Battle Royale

scenario({"12-2", "12-2-6"}, "Battle Royale: every other player is an opponent; each player is a team of their own",
         function()
  local g = game{ players = 4, mode = "battle-royale",
                  p1 = { deck = 5, resources = 3, hand = {{"ST01-004", as = "guntank"}},
                         battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 5, battle = {{"ST01-005", as = "gm2"}} },
                  p3 = { deck = 5, battle = {{"ST01-005", as = "gm3"}} },
                  p4 = { deck = 5, battle = {{"ST01-001", as = "big4"}} } }
  -- Guntank: "Choose 1 enemy Unit with 2 or less HP": both other players' GMs,
  -- never P1's own Unit (and not P4's Gundam, HP4).
  g:choose("play " .. c(g, "guntank"))
  g:expect_decision{ kind = "choose", player = 1 }
  eq(keys(g), sorted{c(g, "gm2"), c(g, "gm3")}, "enemy Units of both opponents")
  g:expect_no_option(c(g, "mine"))
  g:expect_no_option(c(g, "big4"))
  g:choose(c(g, "gm3"))
  eq(g:rested("gm3"), true, "P3's GM rested")
  eq(g:rested("gm2"), false, "P2's GM not")
end)

scenario("12-2-1", "Player One chooses the direction of play; the turn then goes round that way",
         function()
  for _, dir in ipairs{1, 2} do
    local g = new_game{ decks = {BW, GW, BW, GW}, seed = 5, first = 2, mode = "battle-royale" }
    -- The first decision of the game, Player One's: the two directions, named.
    g:expect_decision{ kind = "action", player = 2 }
    eq(list(g:decision().labels), "Clockwise: P2, P3, P4, P1,Counterclockwise: P2, P1, P4, P3",
       "the choice")
    g:expect_no_option("option 3")
    g:choose("option " .. dir)
    for _ = 1, 4 do g:choose("keep") end
    g:expect_state{ turn = 1, active = 2, direction = dir == 1 and 1 or -1 }
    local order = {}
    for _ = 1, 8 do order[#order + 1] = g:next_turn() end
    eq(list(order), dir == 1 and "3,4,1,2,3,4,1,2" or "1,4,3,2,1,4,3,2", "turn order")
  end
end)

scenario("12-2-1", "the other players cannot choose the direction", function()
  local g = new_game{ decks = {BW, GW, BW}, seed = 9, first = 3, mode = "battle-royale" }
  g:expect_decision{ player = 3 }
  for _, p in ipairs{1, 2} do
    eq(g:decision().player ~= p, true, "P" .. p .. " is not asked")
  end
  -- A built board starts clockwise, unless told otherwise.
  local b = game{ players = 3, mode = "battle-royale", p1 = { deck = 5 }, p2 = { deck = 5 }, p3 = { deck = 5 } }
  b:expect_state{ direction = 1 }
  fails(function() game{ players = 3, mode = "battle-royale", direction = 2 } end, "direction of play")
end)

scenario({"12-2-2", "12-2-3", "6-2-4"}, "every player but Player One places an EX Resource; redraws go in the order of play from Player One",
         function()
  local g = new_game{ decks = {BW, GW, BW, GW}, seed = 21, first = 3, mode = "battle-royale" }
  g:choose("option 2") -- counterclockwise: P3, P2, P1, P4
  local asked = {}
  for _ = 1, 4 do
    asked[#asked + 1] = g:decision().player
    g:expect_decision{ kind = "action" }
    g:expect_option("keep")
    g:expect_option("redraw")
    g:choose(#asked == 2 and "redraw" or "keep")
  end
  eq(list(asked), "3,2,1,4", "redraw order")
  ok(logged(g, "P2 redraws"), "P2 redrew")
  g:expect_state{ turn = 1, active = 3, phase = "main phase" }
  for p = 1, 4 do
    g:expect_count(p, "shields", 6)
    g:expect_count(p, "base", 1)
    local ex = 0
    for _, id in ipairs(g:cards(p, "resources")) do
      if g:number(id) == "EXR-001" then ex = ex + 1 end
    end
    eq(ex, p == 3 and 0 or 1, "P" .. p .. " EX Resources")
  end
end)

scenario({"12-2-4", "12-2-1"}, "effects of several players at once resolve from the active player, then in the order of play",
         function()
  for _, dir in ipairs{1, -1} do
    local zeon = {"ST01-005", "ST03-007", "ST01-005", "ST01-005"}
    local g = game{ players = 3, mode = "battle-royale", direction = dir, turn = 3,
                    p1 = { deck = 5, battle = {{"ST02-003", pilot = "ST02-012", as = "heavyarms"}} },
                    p2 = { deck = zeon, battle = {{"ST01-005", rested = true, as = "target"},
                                                  {"ST03-006", damage = 1, as = "zaku2"}} },
                    p3 = { deck = zeon, battle = {{"ST03-006", damage = 1, as = "zaku3"}} } }
    g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "target"))
    -- Heavyarms destroys P2's GM: 1 damage to every enemy Unit of Lv.3 or lower
    -- destroys both Char's Zaku II at once; their 【Destroyed】 effects wait together.
    g:expect_loc("zaku2", "trash")
    g:expect_loc("zaku3", "trash")
    local first, second = dir == 1 and 2 or 3, dir == 1 and 3 or 2
    g:expect_decision{ kind = "choose", player = first }
    g:choose({})
    g:expect_decision{ kind = "choose", player = second }
    g:choose({})
    g:expect_state{ phase = "main phase", active = 1 }
  end
end)

scenario("12-2-5", "Battle Royale has two victory conditions, chosen before the game; last player standing by default",
         function()
  local function br(variant)
    return game{ players = 3, mode = "battle-royale", variant = variant,
                 p1 = { deck = 5 }, p2 = { deck = 5 }, p3 = { deck = 5 } }
  end
  br(nil):expect_state{ variant = "last-standing" }
  br("last-standing"):expect_state{ variant = "last-standing" }
  br("sudden-death"):expect_state{ variant = "sudden-death" }
  fails(function() br("king-of-the-hill") end, "has no variant 'king-of-the-hill'")
  fails(function() game{ players = 2, variant = "sudden-death" } end, "mode standard has no variants")
  -- In a real game too, before anything else happens.
  local g = new_game{ decks = {BW, GW, BW}, seed = 3, first = 1, mode = "battle-royale",
                      variant = "sudden-death" }
  g:expect_state{ variant = "sudden-death", turn = 0 }
end)

-- P1 attacks P2, who has no shields; P3 and P4 watch.
local function finishing_blow(variant, players)
  local spec = { players = players or 4, mode = "battle-royale", variant = variant, turn = 5,
                 p1 = { deck = 5, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm_b"}} },
                 p2 = { deck = 5, shields = 0, battle = {{"ST01-005", as = "p2unit"}},
                        hand = 2, trash = 1, resources = 2 },
                 p3 = { deck = 5, shields = 0, battle = {{"ST01-005", rested = true, as = "p3unit"}} },
                 p4 = { deck = 5, shields = 3 } }
  local g = game(spec)
  g:choose("attack " .. c(g, "gm") .. " p2")
  return g
end

scenario("12-2-5-1", "winner takes all: battle damage to a player with no shields ends the game; only the attacker's player wins",
         function()
  local g = finishing_blow("sudden-death")
  g:expect_state{ over = true, reason = "battle damage", winner = 1 }
  eq(list(g:state().winners), "1", "the only winner")
  eq(list(g:state().losers), "2,3,4", "everyone else loses, even the untouched")
  g:expect_decision{ kind = "none" }
end)

scenario("12-2-5-1", "winner takes all: damage to shields, a Base, or a Unit ends nothing", function()
  local g = game{ players = 3, mode = "battle-royale", variant = "sudden-death", turn = 3,
                  p1 = { deck = 5, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm_b"},
                                             {"ST01-005", as = "gm_c"}} },
                  p2 = { deck = 5, shields = 1, battle = {{"ST01-005", rested = true, as = "p2unit"}} },
                  p3 = { deck = 5, shields = 0, base = "EXB-001" } }
  g:choose("attack " .. c(g, "gm") .. " p2")        -- the last Shield
  g:expect_count(2, "shields", 0)
  g:choose("attack " .. c(g, "gm_b") .. " p3")      -- P3's EX Base (HP3) takes the damage
  g:expect_count(3, "base", 1)
  g:choose("attack " .. c(g, "gm_c") .. " " .. c(g, "p2unit"))
  g:expect_loc("p2unit", "trash")
  g:expect_state{ over = false, active = 1 }
  eq(list(g:state().losers), "", "no one has lost")
end)

scenario({"12-2-5-1", "1-2-2-2"}, "winner takes all: a player whose deck runs out is removed with all their cards; the game goes on",
         function()
  local g = game{ players = 4, mode = "battle-royale", variant = "sudden-death", turn = 5,
                  p1 = { deck = 5 },
                  p2 = { deck = 0, battle = {{"ST01-005", as = "u2"}}, hand = 2, shields = 2,
                         base = "EXB-001", resources = 3, trash = 2 },
                  p3 = { deck = 5 }, p4 = { deck = 5 } }
  g:expect_state{ over = false, active = 1, phase = "main phase" }
  eq(list(g:state().losers), "2", "P2 is out")
  eq(list(g:state().winners), "", "nobody wins by it")
  for _, loc in ipairs{"battle", "hand", "shields", "base", "resources", "trash"} do
    g:expect_count(2, loc, 0)
  end
  eq(g:loc("u2"), "outside", "P2's Unit left the game")
  -- P2 is skipped from now on, and cannot be attacked.
  g:expect_no_option("p2")
  eq(g:next_turn(), 3, "after P1, P3 (P2 is gone)")
end)

scenario({"12-2-5-2", "1-2-2-1"}, "last player standing: a player taking battle damage with no shields is removed with their cards; the game goes on",
         function()
  local g = finishing_blow("last-standing")
  g:expect_state{ over = false, active = 1, phase = "main phase" }
  eq(list(g:state().losers), "2", "P2 is out")
  for _, loc in ipairs{"battle", "hand", "resources", "trash", "deck"} do
    g:expect_count(2, loc, 0)
  end
  eq(g:loc("p2unit"), "outside", "P2's Unit left the game")
  g:expect_no_option("attack " .. c(g, "gm_b") .. " p2")
  -- P3 is next to fall: P1 attacks, then P4 is left.
  g:choose("attack " .. c(g, "gm_b") .. " p3")
  g:expect_state{ over = false }
  eq(list(g:state().losers), "2,3", "P2 and P3 are out")
  eq(g:next_turn(), 4, "P4 takes the next turn")
end)

scenario("12-2-5-2", "last player standing: the last player left wins", function()
  local g = finishing_blow("last-standing", 3)
  g:expect_state{ over = false }
  g:choose("attack " .. c(g, "gm_b") .. " p3")
  g:expect_state{ over = true, winner = 1, reason = "battle damage" }
  eq(list(g:state().winners), "1", "winner")
  eq(list(g:state().losers), "2,3", "losers")
end)

scenario("12-2-5-2", "last player standing: a removed player's effects end with them", function()
  -- In P1's attack, P2 plays Unforeseen Incident (AP-3 during this turn) on P1's
  -- Gundam; then P2 leaves the game: the effect ends at once.
  local g = game{ players = 3, mode = "battle-royale", turn = 4,
                  p1 = { deck = 5, battle = {{"ST01-005", as = "gm"}, {"ST01-001", as = "gundam"}} },
                  p2 = { deck = 5, resources = 3, hand = {{"ST01-014", as = "incident"}} },
                  p3 = { deck = 5, shields = 3 } }
  g:choose("attack " .. c(g, "gm") .. " p3")
  g:expect_decision{ player = 2 }
  g:choose("play " .. c(g, "incident"))
  g:choose(c(g, "gundam"))
  eq(g:ap("gundam"), 0, "AP-3")
  g:concede(2)
  eq(g:ap("gundam"), 3, "P2's effect ended with P2")
  eq(g:loc("incident"), "outside", "P2's Command left the game")
  g:expect_state{ active = 1, over = false }
end)

scenario({"12-2-5-2", "12-2-5-1"}, "a player who leaves the game in the middle of their own effect takes the rest of it with them",
         function()
  -- Overflowing Affection: "Draw 2. Then, discard 1." P1 draws their last card and
  -- is out at once: the effect ends there (no discard asked, no script error), and
  -- the game goes on with the next player.
  for _, variant in ipairs{"last-standing", "sudden-death"} do
    local g = game{ players = 3, mode = "battle-royale", variant = variant, turn = 4,
                    p1 = { deck = 1, resources = 2, hand = {{"GD01-118", as = "oa"}, "ST01-005"} },
                    p2 = { deck = 5 }, p3 = { deck = 5 } }
    g:choose("play " .. c(g, "oa"))
    eq(list(g:state().losers), "1", "P1 out")
    eq(g:loc("oa"), "outside", "P1's Command left the game with them")
    g:expect_state{ active = 2, over = false, phase = "main phase" }
    g:expect_decision{ player = 2, kind = "action" }
  end
end)

use_cards("tests/data/cards/left-player.json")

-- An effect of a player still in the game that names a player who has left in the
-- middle of it: that player is removed "together with all of their cards and
-- effects" (12-2-5-1, 12-2-5-2), so the part of the effect concerning them does
-- nothing, a question to them is not asked (the answer of one who does not act:
-- "no", nothing chosen), and the rest of the effect goes on.  Each test Command
-- (tests/data/scripts/TEST-LEFT-*.lua): P2 draws their last card and is out; then
-- one method names P2; then P1 may draw 1 (a question: the effect is run again
-- from its start, with P2 already gone).  P1 draws 1 more for each default answer.
local left_cases = {
  { "001", "e:draw", 0 }, { "002", "e:shuffle", 0 }, { "003", "e:discard", 0 },
  { "004", "e:place_resource{ player = }", 0 }, { "005", "e:shield_to_hand", 1 },
  { "006", "e:may{ player = }", 1 }, { "007", "e:choose_option{ player = }", 1 },
  { "008", "e:choose{ player = }", 1 }, { "009", "e:choose_player{ player = }", 1 },
  { "010", "e:grant_player_rule", 0 }, { "011", "e:look", 0 },
}
for _, case in ipairs(left_cases) do
  local number, method, marks = case[1], case[2], case[3]
  scenario({"12-2-5-2", "12-2-5-1"}, "an effect naming a player who has left the game in the middle of it: "
           .. method .. " does nothing for them, and the effect goes on", function()
    local g = game{ players = 3, mode = "battle-royale", variant = "last-standing", turn = 4,
                    p1 = { deck = 5, resources = 2, battle = {"ST01-005"},
                           hand = {{"TEST-LEFT-" .. number, as = "cmd"}} },
                    p2 = { deck = 1, shields = 2, hand = {"ST01-005"} }, p3 = { deck = 5 } }
    g:choose("play " .. c(g, "cmd"))
    eq(list(g:state().losers), "2", "P2 drew their last card: out")
    g:expect_decision{ player = 1, kind = "yesno" }
    g:choose("yes")
    eq(g:count(1, "hand"), marks + 1, "P1's draws: one per answer of one not asked, and the last")
    eq(g:count(2, "resources") + g:count(2, "hand") + g:count(2, "shields"), 0,
       "nothing was given to P2")
    eq(g:loc("cmd"), "trash", "the effect resolved to its end")
    g:expect_state{ active = 1, over = false, phase = "main phase" }
  end)
end

scenario("12-2-6", "Battle Royale: an opponent's \"enemy\" includes every other player; no one is anyone's \"friendly\"",
         function()
  -- Kai's Resolve: "Choose 1 friendly Unit": only P1's own Units.
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 5, resources = 3, hand = {{"ST01-013", as = "kai"}},
                         battle = {{"ST01-005", damage = 1, as = "mine"}} },
                  p2 = { deck = 5, battle = {{"ST01-005", damage = 1, as = "u2"}} },
                  p3 = { deck = 5, battle = {{"ST01-005", damage = 1, as = "u3"}} } }
  g:choose("play " .. c(g, "kai"))
  -- A single candidate is taken without asking.
  eq(g:damage("mine"), 0, "P1's Unit recovered")
  eq(g:damage("u2"), 1, "P2's not")
  eq(g:damage("u3"), 1, "P3's not")
end)

scenario("12-2-6", "Battle Royale: \"your opponent\" is any of the other players", function()
  -- Guel Jeturk: "If your opponent has 8 or more cards in their hand": P3 has, P2 not.
  local function board(h3)
    return game{ players = 3, mode = "battle-royale",
                 p1 = { deck = 5, battle = {{"GD01-018", rested = true, pilot = {"GD01-097", as = "guel"},
                                             as = "rezel"}} },
                 p2 = { deck = 5, hand = 2 }, p3 = { deck = 5, hand = h3 } }
  end
  local g = board(8)
  g:choose("activate " .. c(g, "guel") .. " 2")
  eq(g:rested("rezel"), false, "set as active: P3 is an opponent")
  board(7):expect_no_option("activate")
end)

scenario("12-2-7", "Battle Royale: a Unit may attack any other player or their rested Units; never an active one, never its own side",
         function()
  local g = game{ players = 4, mode = "battle-royale", turn = 5,
                  p1 = { deck = 5, battle = {{"ST01-005", as = "gm"}, {"ST01-005", rested = true, as = "own"}} },
                  p2 = { deck = 5, battle = {{"ST01-005", rested = true, as = "r2"}, {"ST01-005", as = "a2"}} },
                  p3 = { deck = 5, shields = 2, battle = {{"ST01-005", rested = true, as = "r3"}} },
                  p4 = { deck = 5 } }
  local gm = c(g, "gm")
  local want = {}
  for _, t in ipairs{"p2", "p3", "p4", c(g, "r2"), c(g, "r3")} do want[#want + 1] = "attack " .. gm .. " " .. t end
  want[#want + 1] = "end"
  eq(keys(g), sorted(want), "attack targets")
  g:expect_no_option("attack " .. gm .. " " .. c(g, "a2"))
  g:expect_no_option("attack " .. gm .. " " .. c(g, "own"))
  g:expect_no_option("attack " .. gm .. " p1")
  -- Attack P3's rested Unit: the battle is between those two.
  g:choose("attack " .. gm .. " " .. c(g, "r3"))
  g:expect_loc("r3", "trash")
  g:expect_loc("gm", "trash")
  g:expect_count(3, "shields", 2)
end)

scenario({"12-2-8", "12-2-1"}, "action steps start with the player after the active one, go round, and end when all have passed in a row",
         function()
  for _, dir in ipairs{1, -1} do
    local function side(extra)
      return { deck = 5, resources = 2, hand = {{"ST03-012", as = extra}}, battle = {"ST01-005"},
               shields = 6 }
    end
    local spec = { players = 3, mode = "battle-royale", direction = dir, turn = 3,
                   p1 = side("ind1"), p2 = side("ind2"), p3 = side("ind3") }
    table.insert(spec.p1.battle, {"ST01-005", as = "attacker"})
    local g = game(spec)
    g:choose("attack " .. c(g, "attacker") .. " p2")
    g:expect_state{ step = "action step" }
    local nxt, last = dir == 1 and 2 or 3, dir == 1 and 3 or 2
    g:expect_decision{ player = nxt }
    g:pass()
    g:expect_decision{ player = last }
    g:choose("play " .. c(g, "ind" .. last))       -- a play: the passes start over
    g:expect_state{ step = "action step" }
    g:expect_decision{ player = 1 }
    g:pass()
    g:expect_decision{ player = nxt }
    g:pass()
    -- The last player has nothing left to play: they pass without being asked,
    -- and that is everyone passing in a row.
    g:expect_state{ phase = "main phase", step = "", active = 1 }
    ok(logged(g, "P" .. last .. " passes"), "P" .. last .. " passed")
    g:expect_count(2, "shields", 5)
  end
end)

scenario("12-2-8", "one pass is not enough: the action step goes on until every player has passed", function()
  local function side(extra)
    return { deck = 5, resources = 4, hand = {{"ST03-012", as = extra .. "a"}, {"ST03-012", as = extra .. "b"}},
             battle = {"ST01-005"} }
  end
  local spec = { players = 4, mode = "battle-royale", turn = 3,
                 p1 = side("p1"), p2 = side("p2"), p3 = side("p3"), p4 = side("p4") }
  local g = game(spec)
  g:end_main()
  g:expect_state{ step = "action step" }
  local asked = {}
  for _ = 1, 3 do asked[#asked + 1] = g:decision().player g:pass() end
  g:expect_state{ step = "action step" }           -- three passes of four
  asked[#asked + 1] = g:decision().player
  g:choose("play " .. c(g, "p1a"))
  for _ = 1, 3 do asked[#asked + 1] = g:decision().player g:pass() end
  g:expect_state{ step = "action step" }
  asked[#asked + 1] = g:decision().player
  g:pass()
  eq(list(asked), "2,3,4,1,2,3,4,1", "who was asked")
  g:expect_state{ active = 2 }
end)

------------------------------------------------------------------ rulings (docs/modes.md)

scenario({"12-2-7", "8-3-1", "13-1-4-1"}, "ruling: in Battle Royale only the attacked player's Units may use <Blocker>",
         function()
  local g = game{ players = 3, mode = "battle-royale", turn = 3,
                  p1 = { deck = 5, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm_b"}} },
                  p2 = { deck = 5, shields = 2, battle = {{"ST01-008", as = "demi2"}} },
                  p3 = { deck = 5, shields = 2, battle = {{"ST01-008", as = "demi3"},
                                                          {"ST01-005", rested = true, as = "r3"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ player = 2, kind = "action" }
  eq(keys(g), "block " .. c(g, "demi2") .. " pass", "P2 may block with their own Unit only")
  g:expect_no_option("block " .. c(g, "demi3"))
  g:pass()
  g:expect_count(2, "shields", 1)
  -- An attack on P3's Unit: P3's Blocker, not P2's.
  g:choose("attack " .. c(g, "gm_b") .. " " .. c(g, "r3"))
  g:expect_decision{ player = 3 }
  eq(keys(g), "block " .. c(g, "demi3") .. " pass", "P3 may block")
  g:expect_no_option("block " .. c(g, "demi2"))
  g:choose("block " .. c(g, "demi3"))
  g:expect_loc("demi3", "trash")
  g:expect_loc("r3", "battle")
end)

scenario("12-2-7", "ruling: with no Blocker of the attacked player, there is no block step decision at all", function()
  local g = game{ players = 3, mode = "battle-royale", turn = 3,
                  p1 = { deck = 5, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 5, shields = 2 },
                  p3 = { deck = 5, battle = {{"ST01-008", as = "demi3"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ phase = "main phase", step = "" }
  g:expect_decision{ player = 1 }
  g:expect_count(2, "shields", 1)
  eq(g:rested("demi3"), false, "P3's Blocker stayed out of it")
end)

scenario({"12-2-5-2", "12-2-1", "1-2-4"}, "ruling: the active player removed during their own turn: the turn ends, the next player in order starts",
         function()
  for _, dir in ipairs{1, -1} do
    -- Removed by a deck-out in their draw phase.
    local g = game{ players = 4, mode = "battle-royale", direction = dir, turn = 5, phase = "start",
                    p1 = { deck = 1, battle = {{"ST01-005", as = "u1"}} },
                    p2 = { deck = 5 }, p3 = { deck = 5 }, p4 = { deck = 5 } }
    local nxt = dir == 1 and 2 or 4
    g:expect_state{ active = nxt, over = false, phase = "main phase" }
    eq(list(g:state().losers), "1", "P1 out")
    eq(g:loc("u1"), "outside", "P1's cards left")
    g:expect_decision{ player = nxt, kind = "action" }
    -- Removed by conceding in the middle of their own attack.
    local h = game{ players = 3, mode = "battle-royale", direction = dir, turn = 5,
                    p1 = { deck = 5, battle = {{"ST01-005", as = "gm"}} },
                    p2 = { deck = 5, shields = 3, resources = 2, hand = {"ST03-012"}, battle = {"ST01-005"} },
                    p3 = { deck = 5 } }
    h:choose("attack " .. c(h, "gm") .. " p2")
    h:expect_state{ step = "action step" }
    h:concede(1)
    local after = dir == 1 and 2 or 3
    h:expect_state{ active = after, over = false, step = "", phase = "main phase" }
    h:expect_count(2, "shields", 3)                 -- the attack never dealt its damage
    h:expect_decision{ player = after }
  end
end)

scenario("12-2-5-2", "ruling: a removed player's seat is skipped, and the rounds still count from Player One's seat",
         function()
  local g = game{ players = 3, mode = "battle-royale", turn = 1, phase = "main",
                  p1 = { deck = 9 }, p2 = { deck = 9 }, p3 = { deck = 9 } }
  g:expect_state{ round = 1, active = 1 }
  eq(g:next_turn(), 2, "P2")
  g:concede(1)                                     -- Player One leaves during P2's turn
  g:expect_state{ round = 1, active = 2 }
  eq(g:next_turn(), 3, "P3")
  g:expect_state{ round = 1 }
  eq(g:next_turn(), 2, "P2 again: Player One's seat is passed")
  g:expect_state{ round = 2 }
  eq(g:next_turn(), 3, "P3")
  g:expect_state{ round = 2 }
end)

scenario({"12-2-5-1", "1-2-2-2"}, "ruling: winner takes all -- when deck-outs leave a single player, that player wins",
         function()
  local g = game{ players = 3, mode = "battle-royale", variant = "sudden-death", turn = 5,
                  p1 = { deck = 5 }, p2 = { deck = 0 }, p3 = { deck = 0 } }
  g:expect_state{ over = true, winner = 1, reason = "deck out" }
  eq(list(g:state().winners), "1", "P1 wins")
  -- One at a time as well: P2 first, then P3 in their own draw phase.
  local h = game{ players = 3, mode = "battle-royale", variant = "sudden-death", turn = 5,
                  p1 = { deck = 5 }, p2 = { deck = 0 }, p3 = { deck = 1 } }
  h:expect_state{ over = false }
  eq(list(h:state().losers), "2", "P2 out, P3 still in")
  h:next_turn()                                    -- P3 draws their last card and is out
  h:expect_state{ over = true, winner = 1, reason = "deck out" }
  eq(list(h:state().winners), "1", "P1 wins")
  -- Concessions too: each is only removed, until one player is left.
  local k = game{ players = 3, mode = "battle-royale", variant = "sudden-death", turn = 5,
                  p1 = { deck = 5 }, p2 = { deck = 5 }, p3 = { deck = 5 } }
  k:concede(2)
  k:expect_state{ over = false, active = 1 }
  k:concede(1)
  k:expect_state{ over = true, winner = 3, reason = "concession" }
end)

scenario({"12-2-1", "12-2-2", "12-2-3", "1-2-4"}, "ruling: Player One leaves while preparing to play: the next player in order becomes Player One",
         function()
  local g = new_game{ decks = {BW, GW, BW, GW}, seed = 14, first = 2, mode = "battle-royale" }
  g:expect_decision{ player = 2 }
  g:concede(2)
  -- The direction is still to choose: the next player (in seat order) chooses it.
  g:expect_decision{ player = 3, kind = "action" }
  eq(list(g:decision().labels), "Clockwise: P3, P4, P1,Counterclockwise: P3, P1, P4", "the choice")
  g:choose("option 2")
  local asked = {}
  for _ = 1, 3 do asked[#asked + 1] = g:decision().player g:choose("keep") end
  eq(list(asked), "3,1,4", "redraws from the new Player One")
  g:expect_state{ first = 3, active = 3, turn = 1, over = false }
  eq(list(g:state().losers), "2", "P2 out")
  g:expect_count(2, "hand", 0)
  g:expect_count(2, "shields", 0)
  for _, p in ipairs{1, 4} do eq(g:number(g:cards(p, "resources")[1]), "EXR-001", "P" .. p .. " EX Resource") end
  eq(g:number(g:cards(3, "resources")[1]), "R-001", "Player One places none")
  eq(g:next_turn(), 1, "counterclockwise from P3, past P2's empty seat")
  -- Leaving after their own redraw, while another player decides: the order holds.
  local h = new_game{ decks = {BW, GW, BW}, seed = 15, first = 1, mode = "battle-royale" }
  h:choose("option 1")
  h:choose("keep")
  h:expect_decision{ player = 2 }
  h:concede(1)
  h:expect_decision{ player = 2 }
  h:choose("keep")
  h:expect_decision{ player = 3 }
  h:choose("keep")
  h:expect_state{ first = 2, active = 2, turn = 1 }
end)

------------------------------------------------------------------ 12-3 Team Battle

-- A team board: P1 and P2 (team one, P1 leads), P3 and P4 (team two, P3 leads).
local function team_board(spec)
  spec.players, spec.mode = 4, "team"
  for p = 1, 4 do
    local k = "p" .. p
    spec[k] = spec[k] or {}
    spec[k].deck = spec[k].deck or 5
  end
  return game(spec)
end

scenario({"12-3", "12-3-2"}, "Team Battle: seats 1 and 2 are team one, 3 and 4 team two; each team's right-hand seat leads",
         function()
  local g = team_game(4, 1)
  g:expect_state{ mode = "team", first = 1, active = 1 }
  -- Player One is always a team leader: asking for seat 2 gives its leader, seat 1.
  local h = new_game{ decks = {BW, GW, GW, BW}, seed = 4, first = 2, mode = "team" }
  h:expect_state{ first = 1 }
  local k = new_game{ decks = {BW, GW, GW, BW}, seed = 4, first = 4, mode = "team" }
  k:expect_state{ first = 3 }
  -- The seed decides between the two leaders.
  local seen = {}
  for seed = 1, 16 do
    local f = new_game{ decks = {BW, GW, GW, BW}, seed = seed, mode = "team" }:state().first
    ok(f == 1 or f == 3, "Player One is a leader")
    seen[f] = true
  end
  ok(seen[1] and seen[3], "either team may go first")
end)

scenario("12-3-1", "a team takes its turn together: both draw, both place a Resource, both ready their cards, then the other team",
         function()
  local g = team_board{ turn = 3, phase = "start",
                        p1 = { resource_deck = 2, battle = {{"ST01-005", rested = true, as = "u1"}} },
                        p2 = { resource_deck = 2, battle = {{"ST01-005", rested = true, as = "u2"}} },
                        p3 = { resource_deck = 2, battle = {{"ST01-005", rested = true, as = "u3"}} },
                        p4 = { resource_deck = 2 } }
  g:expect_state{ active = 1, phase = "main phase" }
  for p = 1, 2 do
    g:expect_count(p, "deck", 4)
    g:expect_count(p, "hand", 1)
    g:expect_count(p, "resources", 1)
  end
  for p = 3, 4 do
    g:expect_count(p, "deck", 5)
    g:expect_count(p, "resources", 0)
  end
  eq(g:rested("u1"), false, "P1's Unit readied")
  eq(g:rested("u2"), false, "P2's Unit readied")
  eq(g:rested("u3"), true, "not the other team's")
  -- The turn passes from team to team: P3 for team two.
  eq(g:next_turn(), 3, "team two's turn")
  g:expect_count(3, "hand", 1)
  g:expect_count(4, "hand", 1)
  g:expect_count(1, "hand", 1)
  eq(g:next_turn(), 1, "team one again")
end)

scenario({"12-3-1", "12-3-3", "12-3-4"}, "each player of the team decides for their own cards; the leader acts first, hands over, and ends the main phase",
         function()
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"ST01-005", as = "u1"}} },
                        p2 = { resources = 2, hand = {{"ST03-012", as = "ind2"}}, battle = {{"ST01-005", as = "u2"}} },
                        p3 = { shields = 2 }, p4 = { shields = 2 } }
  -- The leader decides first, for their own cards only.
  g:expect_decision{ player = 1, kind = "action" }
  g:expect_option("attack " .. c(g, "u1") .. " p3")
  g:expect_no_option("attack " .. c(g, "u2") .. " p3")
  g:expect_no_option("play " .. c(g, "ind2"))
  g:expect_option("handoff p2")                   -- P2 has something to do
  g:expect_option("end")                          -- the leader ends the main phase
  g:choose("handoff p2")
  -- P2 decides for P2's cards: no end of the main phase, only a hand back.
  g:expect_decision{ player = 2, kind = "action" }
  g:expect_option("attack " .. c(g, "u2") .. " p3")
  g:expect_option("play " .. c(g, "ind2"))
  g:expect_no_option("attack " .. c(g, "u1") .. " p3")
  g:expect_no_option("end")
  g:expect_option("handoff p1")
  -- P2's card is paid by P2 and acts for P2: "friendly" for P2.
  g:choose("play " .. c(g, "ind2"))
  g:expect_decision{ player = 2, kind = "choose" }
  g:choose(c(g, "u1"))
  eq(g:ap("u1"), 4, "P1's Unit AP+2 from P2's Command")
  g:expect_count(2, "trash", 1)
  g:expect_count(1, "trash", 0)
  -- P2 goes on deciding until they hand back; the other team is asked nothing.
  g:expect_decision{ player = 2 }
  g:choose("handoff p1")
  g:expect_decision{ player = 1 }
  g:expect_option("handoff p2")                   -- P2 acted: may be asked again
end)

scenario({"12-3-4", "7-5-5"}, "a teammate who hands back without acting is not offered again until someone acts: the hand-offs end",
         function()
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"ST01-005", as = "u1"}} },
                        p2 = { battle = {{"ST01-005", as = "u2"}} },
                        p3 = { shields = 2 }, p4 = { shields = 2 } }
  g:choose("handoff p2")
  g:choose("handoff p1")
  g:expect_decision{ player = 1 }
  g:expect_no_option("handoff p2")
  -- The leader acts: P2 may be asked again.
  g:choose("attack " .. c(g, "u1") .. " p3")
  g:expect_decision{ player = 1 }
  g:expect_option("handoff p2")
  -- A teammate with nothing to do is not offered.
  local h = team_board{ turn = 3, p1 = { battle = {{"ST01-005", as = "u1"}} },
                        p3 = { shields = 2 }, p4 = { shields = 2 } }
  h:expect_no_option("handoff p2")
  h:choose("end")
  h:expect_state{ active = 3 }                    -- the leader's end: the team's turn ends
end)

scenario("12-3-3", "nothing is shared in a team but the shield area: no paying with the teammate's Resources, no using their level",
         function()
  local g = team_board{ turn = 3,
                        p1 = { resources = 6, hand = {{"ST01-004", as = "guntank"}} },
                        p2 = { resources = 1, hand = {{"ST01-013", as = "kai"}, {"ST03-012", as = "ind"}},
                               battle = {{"ST01-005", damage = 1, as = "u2"}} },
                        p3 = { battle = {{"ST01-005", as = "enemy"}} } }
  g:expect_option("play " .. c(g, "guntank"))
  -- Kai's Resolve is Lv3: P2 has one Resource; P1's six do not count for P2.
  g:expect_no_option("play " .. c(g, "kai"))
  g:expect_no_option("play " .. c(g, "ind"))     -- Lv2: no
  -- Hands, decks, trash are each player's own.
  g:expect_count(1, "hand", 1)
  g:expect_count(2, "hand", 2)
  g:choose("play " .. c(g, "guntank"))
  g:expect_count(1, "resources", 6)
  g:expect_count(2, "resources", 1)
  local rested = 0
  for _, id in ipairs(g:cards(2, "resources")) do if g:rested(id) then rested = rested + 1 end end
  eq(rested, 0, "P2's Resource was not used for P1's card")
  eq(g:owner("guntank"), 1, "P1's Guntank")
  eq(g:count(1, "battle"), 1, "in P1's battle area")
  eq(g:count(2, "battle"), 1, "P2's battle area unchanged")
end)

scenario({"12-3-5", "12-3-7", "12-3-6"}, "team setup: each player puts 4 cards into the team's shared shield area in turns; one EX Base per team; each player of team two an EX Resource",
         function()
  local g = team_game(8, 3)                      -- team two (P3) goes first
  g:expect_state{ first = 3, active = 3, turn = 1 }
  for p = 1, 4 do
    g:expect_count(p, "shields", 8)              -- each sees their team's shared area
    g:expect_count(p, "base", 1)
    g:expect_count(p, "deck", 50 - 5 - 4 - (p >= 3 and 1 or 0))
  end
  -- Shields alternate between the teammates, the leader's first (bottom).
  for _, team in ipairs{{1, 2}, {3, 4}} do
    local owners = {}
    for _, id in ipairs(g:cards(team[1], "shields")) do owners[#owners + 1] = g:owner(id) end
    eq(list(owners), list{team[1], team[2], team[1], team[2], team[1], team[2], team[1], team[2]},
       "shield owners, bottom to top")
  end
  -- One EX Base per team, the leader's.
  eq(g:owner(g:cards(1, "base")[1]), 1, "team one's EX Base")
  eq(g:owner(g:cards(4, "base")[1]), 3, "team two's EX Base")
  eq(g:number(g:cards(2, "base")[1]), "EXB-001", "EX Base")
  -- Team one goes second here: each of its players places an EX Resource; team
  -- two's players place none (P3 has the Resource of its first resource phase).
  for p = 1, 2 do
    eq(g:count(p, "resources"), 1, "P" .. p .. " resources")
    eq(g:number(g:cards(p, "resources")[1]), "EXR-001", "P" .. p .. " EX Resource")
  end
  eq(g:number(g:cards(3, "resources")[1]), "R-001", "P3's is a normal Resource")
  g:expect_count(4, "resources", 1)               -- P4 placed one in the team's resource phase
  eq(g:number(g:cards(4, "resources")[1]), "R-001", "P4's too")
end)

scenario("12-3-6", "team setup with team one first: P3 and P4 each have an EX Resource, P1 and P2 none", function()
  local g = team_game(11, 1)
  for p = 1, 2 do
    for _, id in ipairs(g:cards(p, "resources")) do
      ok(g:number(id) ~= "EXR-001", "P" .. p .. " has no EX Resource")
    end
  end
  for p = 3, 4 do
    g:expect_count(p, "resources", 1)
    eq(g:number(g:cards(p, "resources")[1]), "EXR-001", "P" .. p .. " EX Resource")
  end
end)

scenario("12-3-7", "a team deploys one Base into its shared base section: a new one replaces the old", function()
  local g = team_board{ turn = 3,
                        p1 = { base = {{"EXB-001", as = "exb"}}, shields = 2 },
                        p2 = { resources = 3, hand = {{"ST01-016", as = "school"}}, shields = 2 } }
  g:expect_count(2, "base", 1)                    -- P1's EX Base is in P2's base section too
  g:choose("handoff p2")                          -- P2 plays their own card (12-3-3)
  g:choose("play " .. c(g, "school"))
  for p = 1, 2 do g:expect_count(p, "base", 1) end
  eq(g:cards(1, "base")[1], g:card("school"), "P2's Base is the team's one Base")
  eq(g:loc("exb"), "outside", "the EX Base (a token) is gone")
end)

scenario({"12-3-8", "12-3-11"}, "a Shield destroyed or added to a hand: the top Shield of the shared area, to its owner",
         function()
  local g = team_board{ turn = 3,
                        p1 = { resources = 3, shields = {{"ST01-003", as = "s1"}},
                               hand = {{"ST01-015", as = "wb"}} },
                        p2 = { shields = {{"ST01-004", as = "s2a"}, {"ST01-004", as = "s2b"}} },
                        p3 = { battle = {{"ST01-005", as = "attacker"}}, shields = 2 } }
  -- Top to bottom: s2b (P2), s2a (P2), s1 (P1).
  g:choose("play " .. c(g, "wb"))
  -- White Base: "Add 1 of your Shields to your hand": the top Shield, which is P2's,
  -- goes to P2's hand.
  g:expect_loc("s2b", "hand")
  eq(g:owner("s2b"), 2, "P2's card")
  g:expect_count(2, "hand", 1)
  g:expect_count(1, "hand", 0)
  for p = 1, 2 do g:expect_count(p, "shields", 2) end
  -- Team two attacks team one (no Base in the way): the top Shield, P2's, is
  -- destroyed into P2's trash; then P1's into P1's.
  local h = team_board{ turn = 4, active = 3,
                        p1 = { shields = {{"ST01-003", as = "s1"}} },
                        p2 = { shields = {{"ST01-004", as = "s2"}} },
                        p3 = { battle = {{"ST01-005", as = "a"}, {"ST01-005", as = "b"}} } }
  h:choose("attack " .. c(h, "a") .. " p1")
  h:expect_loc("s2", "trash")
  h:expect_count(2, "trash", 1)
  h:expect_count(1, "trash", 0)
  h:expect_loc("s1", "shields")
  h:choose("attack " .. c(h, "b") .. " p1")
  h:expect_loc("s1", "trash")
  h:expect_count(1, "trash", 1)
end)

scenario({"12-3-9", "12-3-9-1", "1-2-2-1"}, "a team loses when one of its players takes battle damage with the shared shield area empty; both of the other team win",
         function()
  local g = team_board{ turn = 5,
                        p1 = { battle = {{"ST01-005", as = "gm"}} }, p2 = {},
                        p3 = { shields = 0 }, p4 = { shields = 0, battle = {"ST01-005"} } }
  g:choose("attack " .. c(g, "gm") .. " p3")
  g:expect_state{ over = true, reason = "battle damage" }
  eq(list(g:state().winners), "1,2", "team one wins, both players")
  eq(list(g:state().losers), "3,4", "team two loses, both players")
end)

scenario("12-3-9-1", "with a Shield left in the shared area the team does not lose", function()
  local g = team_board{ turn = 5,
                        p1 = { battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm_b"}} },
                        p3 = { shields = 0 }, p4 = { shields = 1 } }
  g:choose("attack " .. c(g, "gm") .. " p3")     -- P4's Shield, in the shared area
  g:expect_state{ over = false }
  g:expect_count(3, "shields", 0)
  g:expect_count(4, "trash", 1)
  g:choose("attack " .. c(g, "gm_b") .. " p3")
  g:expect_state{ over = true }
  eq(list(g:state().winners), "1,2", "team one wins")
end)

scenario({"12-3-9-2", "1-2-2-2"}, "a team loses when any of its players has no cards left in their deck", function()
  for loser = 1, 4 do
    local spec = { turn = 3 }
    spec["p" .. loser] = { deck = 0 }
    local g = team_board(spec)
    g:expect_state{ over = true, reason = "deck out" }
    local winners = loser <= 2 and "3,4" or "1,2"
    eq(list(g:state().winners), winners, "P" .. loser .. " ran out: the other team wins")
  end
  -- In the draw phase: both of the active team draw; P2's last card goes.
  local g = team_board{ turn = 3, phase = "start", p2 = { deck = 1 } }
  g:expect_state{ over = true, reason = "deck out" }
  eq(list(g:state().winners), "3,4", "team two wins")
  eq(list(g:state().losers), "1,2", "team one loses")
end)

scenario({"12-3-9", "1-2-4"}, "a player who concedes loses for the team: the game ends, the other team wins", function()
  for quitter = 1, 4 do
    local g = team_board{ turn = 3 }
    g:concede(quitter)
    g:expect_state{ over = true, reason = "concession" }
    eq(list(g:state().winners), quitter <= 2 and "3,4" or "1,2", "P" .. quitter .. " conceded")
  end
end)

scenario({"12-3-1", "7-6-5-1"}, "at the end of the team's turn both players discard down to the hand limit; not the other team",
         function()
  local g = team_board{ turn = 3, p1 = { hand = 11 }, p2 = { hand = 12 }, p3 = { hand = 11 } }
  g:end_main()
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:choose{1}
  g:expect_decision{ kind = "choose", player = 2, min = 2, max = 2 }
  g:choose{1, 2}
  g:expect_state{ active = 3 }
  g:expect_count(1, "hand", 10)
  g:expect_count(2, "hand", 10)
  g:expect_count(3, "hand", 12)                   -- drew 1 in their own draw phase: no discard yet
end)

scenario("12-3-10", "\"friendly\" includes the teammate's cards, not the other team's", function()
  local g = team_board{ turn = 3,
                        p1 = { resources = 3, hand = {{"ST01-013", as = "kai"}},
                               battle = {{"ST01-005", damage = 1, as = "u1"}} },
                        p2 = { battle = {{"ST01-005", damage = 1, as = "u2"}} },
                        p3 = { battle = {{"ST01-005", damage = 1, as = "u3"}} } }
  g:choose("play " .. c(g, "kai"))
  g:expect_decision{ player = 1, kind = "choose" }
  eq(keys(g), sorted{c(g, "u1"), c(g, "u2")}, "friendly Units: P1's and P2's")
  g:expect_no_option(c(g, "u3"))
  g:choose(c(g, "u2"))
  eq(g:damage("u2"), 0, "the teammate's Unit recovered")
end)

scenario("12-3-10", "\"enemy\" is the other team: both its players' Units, never the teammate's", function()
  local g = team_board{ turn = 3,
                        p1 = { resources = 3, hand = {{"ST01-004", as = "guntank"}} },
                        p2 = { battle = {{"ST01-005", as = "u2"}} },
                        p3 = { battle = {{"ST01-005", as = "u3"}} },
                        p4 = { battle = {{"ST01-005", as = "u4"}} } }
  g:choose("play " .. c(g, "guntank"))
  eq(keys(g), sorted{c(g, "u3"), c(g, "u4")}, "enemy Units")
  g:expect_no_option(c(g, "u2"))
end)

scenario("12-3-10", "<Support>: \"one other friendly Unit\" may be the teammate's", function()
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"GD01-061", as = "zuoot"}} },
                        p2 = { battle = {{"ST01-005", as = "u2"}} },
                        p3 = { battle = {{"ST01-005", as = "u3"}} } }
  g:choose("activate " .. c(g, "zuoot") .. " 0")
  g:expect_decision{ kind = "choose" }
  eq(keys(g), c(g, "u2"), "the teammate's Unit only")
  g:choose(c(g, "u2"))
  eq(g:ap("u2"), 3, "AP+1")
end)

scenario("12-3-11", "\"you\" and \"your\" mean the card's owner only, not the team", function()
  -- Gundam 【During Pair】: during your turn, all YOUR Units get AP+1 -- P1's, not P2's.
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"ST01-001", pilot = "ST01-010", as = "gundam"},
                                         {"ST01-005", as = "gm1"}} },
                        p2 = { battle = {{"ST01-005", as = "gm2"}} } }
  eq(g:ap("gm1"), 3, "P1's GM")
  eq(g:ap("gm2"), 2, "P2's GM: not P1's")
  -- "Your turn" is the team's turn: P2's Units are not boosted, but the turn is P1's.
  eq(g:next_turn(), 3, "team two's turn")
  eq(g:ap("gm1"), 2, "not P1's turn any more")
end)

scenario({"12-3-12", "12-3-3"}, "a Unit attacks the other team (once, through its shared shield area) or one of its rested Units",
         function()
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"ST01-005", as = "gm"}} },
                        p2 = { battle = {{"ST01-005", rested = true, as = "mate"}} },
                        p3 = { shields = 1, battle = {{"ST01-005", rested = true, as = "r3"}, {"ST01-005", as = "a3"}} },
                        p4 = { shields = 1, battle = {{"ST01-005", rested = true, as = "r4"}} } }
  local gm = c(g, "gm")
  eq(keys(g), sorted{"attack " .. gm .. " " .. c(g, "r3"), "attack " .. gm .. " " .. c(g, "r4"),
                     "attack " .. gm .. " p3", "end"}, "targets")
  g:expect_no_option("attack " .. gm .. " p4")    -- the team is attacked once, not per player
  g:expect_no_option("attack " .. gm .. " p2")
  g:expect_no_option("attack " .. gm .. " " .. c(g, "mate"))
  g:expect_no_option("attack " .. gm .. " " .. c(g, "a3"))
  g:choose("attack " .. gm .. " p3")
  -- The shared shield area is checked: the top Shield (P4's, placed last) goes.
  for p = 3, 4 do g:expect_count(p, "shields", 1) end
  g:expect_count(4, "trash", 1)
end)

scenario("12-3-13", "a teammate's <Blocker> can protect your Unit, and the team against attacks on it", function()
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm_b"}} },
                        p3 = { shields = 2, battle = {{"ST01-005", rested = true, as = "r3"}} },
                        p4 = { shields = 2, battle = {{"ST01-008", as = "demi4"}, {"ST02-009", as = "tragos4"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "r3"))
  -- P3 is attacked: P3 decides whether to block, and may let P4 decide for P4's
  -- Blockers (each decides for their own cards, 12-3-3); only P3 declines.
  g:expect_decision{ kind = "action", player = 3 }
  eq(keys(g), sorted{"handoff p4", "pass"}, "P3 has no Blocker: hand over or decline")
  g:choose("handoff p4")
  g:expect_decision{ kind = "action", player = 4 }
  eq(keys(g), sorted{"block " .. c(g, "demi4"), "block " .. c(g, "tragos4"), "handoff p3"},
     "P4's Blockers for P3's Unit")
  g:choose("block " .. c(g, "demi4"))
  g:expect_loc("demi4", "trash")                  -- to its owner's trash
  g:expect_count(4, "trash", 1)
  g:expect_loc("r3", "battle")
  g:choose("attack " .. c(g, "gm_b") .. " p3")
  g:choose("handoff p4")
  g:expect_option("block " .. c(g, "tragos4"))
  -- P4 hands back: P4 is not offered again, and P3 has nothing to block with:
  -- no block, the attack goes through.
  g:choose("handoff p3")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(3, "shields", 3)
end)

scenario("12-3-13", "the attacking team's own Blockers are not offered", function()
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"ST01-005", as = "gm"}} },
                        p2 = { battle = {{"ST01-008", as = "demi2"}} },
                        p3 = { shields = 2 } }
  g:choose("attack " .. c(g, "gm") .. " p3")
  g:expect_state{ phase = "main phase", step = "" }
  eq(g:rested("demi2"), false, "P2's Blocker stayed out")
end)

scenario({"12-3-14", "11-4-1"}, "at most 6 Units per team: both players' Units count", function()
  local g = team_board{ turn = 3,
                        p1 = { resources = 2, hand = {{"ST01-005", as = "new"}},
                               battle = {"ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                        p2 = { battle = {"ST01-005", {"ST01-005", as = "u2"}} },
                        p3 = { battle = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                        p4 = { battle = {"ST01-005"} } }
  eq(g:count(1, "battle") + g:count(2, "battle"), 6, "team one at its limit")
  g:choose("play " .. c(g, "new"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(#g:decision().keys, 6, "any of the team's six Units")
  g:expect_option(c(g, "u2"))
  g:expect_no_option(c(g, "new"))
  g:choose(c(g, "u2"))
  g:expect_loc("new", "battle")
  eq(g:count(1, "battle") + g:count(2, "battle"), 6, "still six")
end)

scenario("12-3-14-1", "over the limit, the Unit chosen goes to its owner's trash, the teammate's as well", function()
  local g = team_board{ turn = 3,
                        p1 = { battle = {"ST01-005", "ST01-005", "ST01-005"} },
                        p2 = { resources = 2, hand = {{"ST01-005", as = "new"}},
                               battle = {"ST01-005", "ST01-005", {"ST01-005", as = "old1"}} } }
  g:choose("handoff p2")
  g:choose("play " .. c(g, "new"))
  local options = g:decision().keys
  eq(#options, 6, "six candidates")
  local p1_unit
  for _, id in ipairs(g:cards(1, "battle")) do p1_unit = id end
  g:choose("c" .. p1_unit)
  eq(g:loc(p1_unit), "trash", "P1's Unit")
  g:expect_count(1, "trash", 1)
  g:expect_count(2, "trash", 0)
  g:expect_count(2, "battle", 4)
  -- A team below the limit: no choice at all.
  local h = team_board{ turn = 3,
                        p1 = { battle = {"ST01-005", "ST01-005"} },
                        p2 = { resources = 2, hand = {{"ST01-005", as = "new"}}, battle = {"ST01-005"} },
                        p3 = { battle = {"ST01-005", "ST01-005", "ST01-005", "ST01-005"} } }
  h:choose("handoff p2")
  h:choose("play " .. c(h, "new"))
  h:expect_loc("new", "battle")
  h:expect_decision{ kind = "action", player = 2 }
end)

scenario({"12-3-14", "12-3-14-1", "11-4-2"}, "an effect that deploys counts the team's Units too: Gundam Sandrock's 【Deploy】 with the team at six",
         function()
  -- GD01-028: "【Deploy】You may deploy 1 (Maganac Corps) Unit card from your hand."
  local g = team_board{ turn = 3,
                        p1 = { resources = 5, hand = {{"GD01-028", as = "sandrock"}, {"ST02-005", as = "mag"}},
                               battle = {"ST01-005", {"ST01-005", as = "mine"}} },
                        p2 = { battle = {"ST01-005", "ST01-005", {"ST01-005", as = "theirs"}} } }
  g:choose("play " .. c(g, "sandrock"))
  eq(g:count(1, "battle") + g:count(2, "battle"), 6, "Sandrock makes six")
  g:choose("yes")                                   -- deploy Maganac from the hand
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  eq(#g:decision().keys, 6, "any of the team's six Units, the teammate's too (12-3-14-1)")
  g:expect_option(c(g, "theirs"))
  g:choose(c(g, "theirs"))
  eq(g:loc("theirs"), "trash", "the teammate's Unit, into its owner's trash")
  g:expect_loc("mag", "battle")
  eq(g:count(1, "battle") + g:count(2, "battle"), 6, "still six: never seven")
end)

scenario({"12-3-15", "3-3-3"}, "a Pilot pairs only with one of its owner's Units, not the teammate's", function()
  local g = team_board{ turn = 3,
                        p1 = { resources = 5, hand = {{"ST02-010", as = "heero"}}, battle = {{"ST01-005", as = "u1"}} },
                        p2 = { battle = {{"ST01-005", as = "u2"}} } }
  g:expect_option("pair " .. c(g, "heero") .. " " .. c(g, "u1"))
  g:expect_no_option("pair " .. c(g, "heero") .. " " .. c(g, "u2"))
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "u1"))
  eq(g:paired("u1"), g:card("heero"), "paired with P1's Unit")
end)

------------------------------------------------------------------ whole games

scenario({"12-2", "12-2-5-2", "12-2-1"}, "Battle Royale, last player standing: bot games of 3 to 6 players end with one winner and replay the same",
         function()
  for n = 3, 6 do
    for _, dir in ipairs{1, 2} do
      local g = royale(n, { seed = 40 + n, first = (n % 3) + 1, direction = dir })
      g:bot_play(n * 7 + dir)
      g:expect_state{ over = true }
      eq(#g:state().winners, 1, n .. " players: one winner")
      eq(#g:state().losers, n - 1, n .. " players: the others lost")
      local r = g:replay()
      eq(r:hash(), g:hash(), n .. " players: the replay ends the same")
      eq(r:state().winner, g:state().winner, "same winner")
    end
  end
end)

scenario({"12-2", "12-2-5-1"}, "Battle Royale, winner takes all: bot games of 3 to 6 players end with one winner and replay the same",
         function()
  for n = 3, 6 do
    local g = royale(n, { seed = 60 + n, first = 1, direction = 1 + n % 2, variant = "sudden-death" })
    g:expect_state{ variant = "sudden-death" }
    g:bot_play(n * 3)
    g:expect_state{ over = true }
    eq(#g:state().winners, 1, n .. " players: one winner")
    ok(g:state().reason == "battle damage" or g:state().reason == "deck out", "ended by the rules")
    local r = g:replay()
    eq(r:hash(), g:hash(), n .. " players: the replay ends the same")
    r:expect_state{ variant = "sudden-death" }
  end
end)

scenario({"12-3", "12-3-9"}, "Team Battle: bot games of four end with a winning team and replay the same", function()
  for seed = 1, 4 do
    local g = team_game(seed * 13, seed % 2 == 0 and 3 or 1)
    g:bot_play(seed)
    g:expect_state{ over = true }
    local w = g:state().winners
    eq(#w, 2, "two winners")
    ok((w[1] == 1 and w[2] == 2) or (w[1] == 3 and w[2] == 4), "a whole team wins: " .. list(w))
    local r = g:replay()
    eq(r:hash(), g:hash(), "the replay ends the same")
  end
end)

------------------------------------------------------------------ each teammate decides (issue 23)

scenario({"12-3-3", "12-3-4", "9-3"}, "action step: the team's leader activates their own cards, may let the teammate activate theirs, and passes for the team",
         function()
  -- P3's Unit attacks P1's: in the battle's action step team one acts first.
  -- P2 holds an 【Action】 Command of their own (ST03-012 Indignation).
  local g = team_board{ turn = 4, active = 3,
                        p1 = { battle = {{"ST01-005", rested = true, as = "u1"}} },
                        p2 = { resources = 2, hand = {{"ST03-012", as = "cmd2"}},
                               battle = {{"ST01-005", as = "u2"}} },
                        p3 = { battle = {{"ST01-005", as = "attacker"}} } }
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "u1"))
  -- P1 (the attacked player, and team one's leader) decides about blocking: no
  -- Blocker on team one, so no question; the action step: team one first, its
  -- leader decides; P1 has nothing to activate, P2 has.
  g:expect_decision{ kind = "action", player = 1 }
  eq(keys(g), sorted{"handoff p2", "pass"}, "the leader: hand over to P2, or pass for the team")
  g:choose("handoff p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("play " .. c(g, "cmd2"))
  g:expect_option("handoff p1")
  g:expect_no_option("pass")                      -- only the leader passes for the team
  -- P2 hands back: P2 is not offered again, and P1 has nothing to activate: the
  -- team passes (9-3-3), through its leader; the battle goes on.
  g:choose("handoff p1")
  ok(logged(g, "P1 passes"), "the team passes, through its leader")
  g:expect_decision{ kind = "action", player = 3 }
  g:expect_state{ phase = "main phase" }
  g:expect_loc("cmd2", "hand")
  -- Asked again, P2 plays their Command: the right to act passes to team two.
  local h = team_board{ turn = 4, active = 3,
                        p1 = { battle = {{"ST01-005", rested = true, as = "u1"}} },
                        p2 = { resources = 2, hand = {{"ST03-012", as = "cmd2"}},
                               battle = {{"ST01-005", as = "u2"}} },
                        p3 = { battle = {{"ST01-005", as = "attacker"}} } }
  h:choose("attack " .. c(h, "attacker") .. " " .. c(h, "u1"))
  h:choose("handoff p2")
  h:choose("play " .. c(h, "cmd2"))
  h:expect_decision{ kind = "choose", player = 2 }  -- P2's card asks P2
  h:choose(c(h, "u1"))
  -- P1's Unit got AP+2 from P2's Command (paid by P2): it destroys the attacker.
  h:expect_loc("attacker", "trash")
  h:expect_loc("cmd2", "trash")
  h:expect_count(2, "trash", 1)
end)

scenario({"12-3-4", "10-1-6-5"}, "simultaneous effects of both teammates are ordered by the team's leader", function()
  -- Two Units of P1 and one of P2 with <Repair> are damaged: at the end of team
  -- one's turn their <Repair> effects trigger together; P1 (the leader) orders
  -- them, P2's with them.
  local g = team_board{ turn = 3,
                        p1 = { battle = {{"GD01-004", damage = 1, as = "r1"}} },
                        p2 = { battle = {{"GD01-017", damage = 1, as = "r2"}} } }
  ok(g:keyword("r1", "repair") > 0 and g:keyword("r2", "repair") > 0, "both have <Repair>")
  g:end_main()
  g:expect_decision{ kind = "order", player = 1 }
  eq(#g:decision().keys, 2, "both teammates' effects, in one choice")
  g:expect_option("Resolve the effect of Stark Jegan")
  g:choose(2)
  eq(g:damage("r1"), 0, "P1's Unit recovered")
  eq(g:damage("r2"), 0, "P2's Unit recovered")
end)

scenario({"12-3-4", "4-8-2"}, "teammates see each other's hands (they share information); the other team does not",
         function()
  local g = team_board{ turn = 3,
                        p1 = { hand = {{"ST01-010", as = "h1"}} },
                        p2 = { hand = {{"ST01-005", as = "h2"}} } }
  local v1, v3 = g:view(1), g:view(3)
  ok(v1:find('"id":' .. g:card("h2") .. ',', 1, true) ~= nil, "P1 sees P2's hand card")
  ok(v3:find('"id":' .. g:card("h2") .. ',', 1, true) == nil, "P3 does not")
  ok(v3:find('"id":' .. g:card("h1") .. ',', 1, true) == nil, "nor P1's")
  -- Draws are told to the teammate, not to the other team.
  g:end_main()
  g:next_turn()                                   -- team two's turn: P3 and P4 draw
  local drew_for_4 = false
  for _, l in ipairs(g:log(3)) do drew_for_4 = drew_for_4 or (l:find("P4 draws ", 1, true) and not l:find("a card", 1, true)) end
  ok(drew_for_4, "P3 is told what P4 drew")
  local hidden_for_1 = true
  for _, l in ipairs(g:log(1)) do if l:find("P4 draws ", 1, true) and not l:find("a card", 1, true) then hidden_for_1 = false end end
  ok(hidden_for_1, "P1 is not")
end)

scenario({"12-3-14-1", "11-4-2"}, "a Unit deployed by an effect counts against the team's limit: the player chooses among the team's Units",
         function()
  -- Gundam Sandrock (GD01-028) deploys a (Maganac Corps) Unit from the hand;
  -- team one has 5 Units, Sandrock makes 6, the Maganac a 7th.
  local g = team_board{ turn = 3,
                        p1 = { resources = 5, hand = {{"GD01-028", as = "sandrock"}, {"ST02-005", as = "maganac"}},
                               battle = {"ST01-005", "ST01-005"} },
                        p2 = { battle = {"ST01-005", "ST01-005", {"ST01-005", as = "mate"}} } }
  g:choose("play " .. c(g, "sandrock"))
  if g:decision().kind == "yesno" then g:choose("yes") end
  g:expect_decision{ kind = "choose", player = 1 }
  eq(#g:decision().keys, 6, "any of the team's six Units, the teammate's too")
  g:choose(c(g, "mate"))
  g:expect_loc("mate", "trash")
  g:expect_count(2, "trash", 1)                   -- to its owner's trash
  g:expect_loc("maganac", "battle")
  eq(g:count(1, "battle") + g:count(2, "battle"), 6, "six Units")
end)
