-- EB01-067 Asuna Elmarit: 【When Paired】 look at the top 3; you may reveal a (G Generation) Unit card
-- and put it back on top; the rest to the bottom in a random order; 【Burst】 to the hand.
-- Props: EB01-016 Tornado Gundam ((G Generation) Unit), GD04-012 (Unit, not (G Generation)),
-- EB01-076 ((G Generation)... a Command), ST01-005 GM.

local function board()
  return game{ p1 = { deck = {"ST01-005", {"GD04-014", as = "fourth"}, {"GD04-012", as = "a"}, {"EB01-016", as = "tornado"},
                              {"EB01-076", as = "cmd"}},
                      resources = 4, hand = {{"EB01-067", as = "asuna"}}, battle = {{"ST01-005", as = "unit"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-9-1", "10-3-5"}, "EB01-067 Asuna Elmarit: the (G Generation) Unit card back on top, the others to the bottom", function()
  local g = board()
  g:choose("pair " .. c(g, "asuna") .. " " .. c(g, "unit"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option("Gaplant")   -- GD04-012, not (G Generation)
  g:expect_no_option("Gerbera")   -- a Command card
  g:choose(c(g, "tornado"))
  ok(logged(g, "reveals"))
  local deck = g:cards(1, "deck")
  eq(#deck, 5)
  eq(g:number(deck[5]), "EB01-016", "on top")
  eq(deck[4], g:card("fourth"))
  eq(g:loc("a"), "deck")
  ok(deck[1] ~= g:card("a") or deck[2] ~= g:card("a"), "the other two at the bottom")
end)

scenario("10-1-3", "EB01-067 Asuna Elmarit: \"you may\": all 3 to the bottom", function()
  local g = board()
  g:choose("pair " .. c(g, "asuna") .. " " .. c(g, "unit"))
  g:choose({})
  local deck = g:cards(1, "deck")
  eq(deck[5], g:card("fourth"), "the 4th card is on top")
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-067 Asuna Elmarit: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-067", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
