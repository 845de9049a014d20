-- GD04-024 Gundam Aerial Rebuild: 【Deploy】 look at the top 3; an (Academy) Unit card or Command
-- card may go to the hand, the rest to the bottom.
-- Props: GD04-031 Heindree ((Academy) Unit), GD04-106 Indiscriminate Violence ((Academy)
-- Command), GD04-109 Overwhelming Pressure (Command, no trait), GD04-085 Suletta Mercury
-- ((Academy) Pilot card), GM filler.

local function deploy(top3)
  local deck = {"ST01-005", "ST01-005"}
  for _, spec in ipairs(top3) do deck[#deck + 1] = spec end
  local g = game{ p1 = { deck = deck, resources = 7, hand = {{"GD04-024", as = "aerial"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "aerial"))
  return g
end

scenario({"13-2-6-1", "5-19-1"}, "GD04-024 Gundam Aerial Rebuild: an (Academy) Unit card or Command card, not a Pilot card",
         function()
  local g = deploy({{"GD04-085", as = "suletta"}, {"GD04-109", as = "pressure"},
                    {"GD04-106", as = "violence"}})
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "suletta"))    -- a Pilot card
  g:expect_no_option(c(g, "pressure"))   -- not (Academy)
  g:choose(c(g, "violence"))
  eq(g:loc("violence"), "hand")
  local deck = g:cards(1, "deck")
  local bottom = { [deck[1]] = true, [deck[2]] = true }
  ok(bottom[g:card("suletta")] and bottom[g:card("pressure")], "the rest to the bottom")
end)

scenario("13-2-6-1", "GD04-024 Gundam Aerial Rebuild: an (Academy) Unit card", function()
  local g = deploy({"ST01-005", {"GD04-031", as = "heindree"}, "ST01-005"})
  g:choose(c(g, "heindree"))
  eq(g:loc("heindree"), "hand")
  g:expect_count(1, "deck", 4)
end)
