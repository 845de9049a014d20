-- GD04-105 Encounter: 【Main】 look at the top 5, a Pilot card may go to the hand, the rest to the
-- bottom.
-- Props: GD04-084 Sleggar Law (Pilot), GD04-111 Trinity (a 【Pilot】 Command card), GM.

scenario({"10-1-8-1", "Q163", "5-13-1"}, "GD04-105 Encounter: a Pilot card to the hand, a 【Pilot】 Command card is not one",
         function()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", "ST01-005", {"GD04-084", as = "sleggar"},
                                 {"GD04-111", as = "trinity"}, "ST01-005"},
                         resources = 5, hand = {{"GD04-105", as = "encounter"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "encounter"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "trinity"))
  g:choose(c(g, "sleggar"))
  eq(g:loc("sleggar"), "hand")
  local deck = g:cards(1, "deck")
  eq(#deck, 5)
  eq(g:number(deck[5]), "ST01-005", "the card below the 5 looked at is on top now")
  local low = {}
  for i = 1, 4 do low[deck[i]] = true end
  ok(low[g:card("trinity")], "the rest at the bottom")
end)

scenario("10-1-3", "GD04-105 Encounter: no Pilot card taken, all 5 to the bottom", function()
  local g = game{ p1 = { deck = {{"ST01-005", as = "sixth"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005",
                                 {"GD04-084", as = "sleggar"}},
                         resources = 5, hand = {{"GD04-105", as = "encounter"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "encounter"))
  g:choose({})
  eq(g:loc("sleggar"), "deck")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("sixth"), "the 6th card is on top")
end)
