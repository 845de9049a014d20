-- ST06-012 Schoolgirl and Smuggler: scenario tests of scripts/cards/ST06/ST06-012.lua.
-- 【Main】Look at the top 3 cards of your deck. You may reveal 1 (Clan) Unit card/Pilot card among
-- them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.
--
-- Deck props: ST06-006 Red Gundam ((Clan) Unit), ST06-010 Shuji Itō ((Clan) Pilot), ST06-011
-- Ruthless Tactics ((Clan) Command), ST05-006 Hyakuren (Unit, (Teiwaz)).

local function board(top3)
  local deck = {"ST01-005", "ST01-005", "ST01-005"}
  for _, spec in ipairs(top3) do deck[#deck + 1] = spec end   -- the last is the top
  return game{ p1 = { deck = deck, resources = 1, hand = {{"ST06-012", as = "cmd"}} }, p2 = { deck = 10 } }
end

scenario({"13-2-3-1", "5-19-1", "5-13-1"}, "ST06-012 Schoolgirl and Smuggler: a (Clan) Unit card/Pilot card among the top 3 to the hand",
         function()
  local g = board({{"ST06-011", as = "tactics"}, {"ST06-006", as = "red"}, {"ST06-010", as = "shuji"}})
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "red"))
  g:expect_no_option(c(g, "tactics"))    -- a Command card
  g:choose(c(g, "shuji"))
  g:expect_loc("shuji", "hand")
  ok(logged(g, "reveals"))
  local deck = g:cards(1, "deck")
  eq(#deck, 5)
  local bottom = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom[g:card("red")] and bottom[g:card("tactics")], "the other two went to the bottom")
end)

scenario("10-1-3", "ST06-012 Schoolgirl and Smuggler: \"you may\": none taken, all 3 to the bottom", function()
  local g = board({"ST01-005", {"ST05-006", as = "hyakuren"}, {"ST06-006", as = "red"}})
  g:choose("play " .. c(g, "cmd"))
  g:expect_no_option(c(g, "hyakuren"))   -- not (Clan)
  g:choose({})
  g:expect_count(1, "hand", 0)
  local deck = g:cards(1, "deck")
  local bottom = { [deck[1]] = true, [deck[2]] = true, [deck[3]] = true }
  ok(bottom[g:card("red")] and bottom[g:card("hyakuren")], "all three at the bottom")
end)
