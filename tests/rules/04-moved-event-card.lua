-- 4-1-5 and triggered effects: the event's card (e.event_card) is the card where
-- the event left it; once it moves again it is a new card, which the effect no
-- longer reaches (docs/scripting.md, "e.event_card").
--
-- Test cards (tests/data/cards/event-card.json): Bouncer "When an enemy Unit is
-- deployed, return it to its owner's hand", Scrapper "... put it into its owner's trash".

use_cards("tests/data/cards/event-card.json")

local function board()
  return game{ active = 2,
               p1 = { deck = 10, battle = {{"TEST-E18-001", as = "bouncer"}, {"TEST-E18-002", as = "scrapper"}} },
               p2 = { deck = 10, resources = 3, hand = {{"ST01-005", as = "gm"}} } }
end

scenario({"4-1-5", "10-1-6-5"}, "a deployed Unit returned to the hand is a new card: the other trigger of its deploy does not reach it",
         function()
  local g = board()
  g:choose("play " .. c(g, "gm"))
  g:expect_decision{ kind = "order", player = 1 }
  g:choose("Bouncer")                  -- first: the GM goes back to the hand
  g:expect_loc("gm", "hand")           -- a new card there: Scrapper's "put it into the trash" does nothing
  g:expect_count(2, "trash", 0)
  g:expect_decision{ kind = "action", player = 2 }
end)

scenario({"4-1-5", "10-1-6-5"}, "the other order: the Unit put into the trash is not returned from there", function()
  local g = board()
  g:choose("play " .. c(g, "gm"))
  g:choose("Scrapper")                 -- first: the GM goes to the trash
  g:expect_loc("gm", "trash")          -- Bouncer's "return it to its owner's hand" does not reach it there
  g:expect_count(2, "hand", 0)
end)

scenario("4-1-5", "where the event leaves the card it is reached: a deployed Unit in the battle area", function()
  -- Only Scrapper: nothing moved the GM after its deploy; the trigger reaches it in the battle area.
  local g = game{ active = 2, p1 = { deck = 10, battle = {{"TEST-E18-002", as = "scrapper"}} },
                  p2 = { deck = 10, resources = 3, hand = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
end)

-- A filter word that reads the event's card (max_level = "event_card": GD03-002 The-O's "whose
-- Lv. is equal to or lower than that Unit") reads it where the event left it; once it has moved
-- there is no "that Unit", and no enemy Unit passes.
local function the_o_board()
  return game{ p1 = { deck = 10, battle = {{"GD03-002", pilot = "ST02-010", as = "theo"},
                                           {"GD03-001", as = "nt1"}, {"TEST-E18-003", as = "recall"}} },
               p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}} } }
end

scenario("4-1-5", "\"that Unit\" returned to the hand before The-O's effect resolves: no enemy Unit to choose",
         function()
  local g = the_o_board()
  g:choose("attack " .. c(g, "nt1") .. " p2")
  g:expect_decision{ kind = "order", player = 1 }
  g:choose("Recall")                   -- first: the attacking NT-1 goes back to the hand
  g:expect_loc("nt1", "hand")
  ok(not g:rested("gm"), "no Lv. to compare with: the GM is not chosen, not rested")
end)

scenario("4-1-5", "the other order: \"that Unit\" still in play, The-O rests an enemy Unit of its Lv. or lower",
         function()
  local g = the_o_board()
  g:choose("attack " .. c(g, "nt1") .. " p2")
  g:choose("The-O")
  ok(g:rested("gm"), "the GM (Lv.1) is chosen, as the only candidate, and rested")
  g:expect_loc("nt1", "hand")          -- then Recall
end)
