-- EB01-034 Gundam Lfrith Ur: 【When Linked】 look at the top 3; you may reveal a (G Generation) Unit card of Lv.3
-- and add it to your hand; the rest to the bottom in a random order.
-- Props: EB01-071 Ittou Tsurugi ((G Generation) Pilot: links), EB01-016 Tornado Gundam ((G Generation) Lv.3), EB01-026 ((G Generation) Lv.4),
-- GD04-012 (Lv.3, not (G Generation)), ST01-005 GM.

local function board(top3)
  local deck = {"ST01-005", "ST01-005", {"GD04-014", as = "fourth"}}
  for i = #top3, 1, -1 do deck[#deck + 1] = top3[i] end   -- (the last is the top)
  return game{ p1 = { deck = deck, resources = 4, hand = {{"EB01-071", as = "pilot"}}, battle = {{"EB01-034", as = "ur"}} }, p2 = { deck = 10 } }
end

scenario({"13-2-11-1", "10-3-5"}, "EB01-034 Gundam Lfrith Ur: the Lv.3 (G Generation) Unit card to the hand, the others to the bottom", function()
  local g = board({"ST01-005", {"EB01-016", as = "tornado"}, "EB01-026"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "ur"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option("Astaroth Origin")
  g:expect_no_option("GM")
  g:choose(c(g, "tornado"))
  eq(g:loc("tornado"), "hand")
  ok(logged(g, "reveals"), "it is revealed")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"), "the 4th card is on top now")
  eq(#deck, 5)
end)

scenario("10-1-3", "EB01-034 Gundam Lfrith Ur: \"you may\": none taken, all 3 to the bottom", function()
  local g = board({"ST01-005", {"EB01-016", as = "tornado"}, "EB01-026"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "ur"))
  g:choose({})
  eq(g:loc("tornado"), "deck")
  eq(g:count(1, "hand"), 0)
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"))
end)

scenario("10-2-2", "EB01-034 Gundam Lfrith Ur: a Lv.4 (G Generation) and a Lv.3 card of another trait are not offered", function()
  local g = board({"GD04-012", "EB01-026", "ST01-005"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "ur"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:count(1, "hand"), 0)
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"))
end)

scenario("13-2-11-1", "EB01-034 Gundam Lfrith Ur: paired with a Pilot that does not link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST01-010", as = "amuro"}}, battle = {{"EB01-034", as = "ur"}} },
                  p2 = { deck = 10 } }
  local before = g:cards(1, "deck")
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "ur"))
  if g:decision().kind == "choose" then g:choose(1) end -- Amuro Ray's own 【When Paired】
  ok(not g:linked("ur"))
  eq(list(g:cards(1, "deck")), list(before), "the deck is as it was")
end)
