-- ST07-014 Tactical Visionary: scenario tests of scripts/cards/ST07/ST07-014.lua.
-- 【Main】Look at the top 3 cards of your deck. You may reveal 1 (CB) Unit card/Pilot card among
-- them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.
--
-- Deck props: ST07-002 Gundam Exia ((CB) Unit), ST07-010 Tieria Erde ((CB) Pilot), ST07-015
-- Ptolemaios ((CB) Base), ST05-006 Hyakuren (a Unit, not (CB)).

local function board(top3)
  local deck = {"ST01-005", "ST01-005", "ST01-005"}
  for _, spec in ipairs(top3) do deck[#deck + 1] = spec end   -- the last is the top
  return game{ p1 = { deck = deck, resources = 1, hand = {{"ST07-014", as = "cmd"}} }, p2 = { deck = 10 } }
end

scenario({"13-2-3-1", "5-19-1", "5-13-1"}, "ST07-014 Tactical Visionary: a (CB) Unit card/Pilot card among the top 3 to the hand", function()
  local g = board({{"ST07-015", as = "base"}, {"ST07-002", as = "exia"}, {"ST07-010", as = "tieria"}})
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "tieria"))
  g:expect_no_option(c(g, "base"))       -- a Base card
  g:choose(c(g, "exia"))
  g:expect_loc("exia", "hand")
  ok(logged(g, "reveals"))
  local deck = g:cards(1, "deck")
  local bottom = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom[g:card("tieria")] and bottom[g:card("base")], "the other two went to the bottom")
end)

scenario("10-1-3", "ST07-014 Tactical Visionary: nothing that fits, all 3 to the bottom", function()
  local g = board({"ST01-005", {"ST05-006", as = "hyakuren"}, {"ST07-015", as = "base"}})
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "hand", 0)
  local deck = g:cards(1, "deck")
  local bottom = { [deck[1]] = true, [deck[2]] = true, [deck[3]] = true }
  ok(bottom[g:card("hyakuren")] and bottom[g:card("base")], "all three at the bottom")
end)
