-- ST09-010 Minerva: scenario tests of scripts/cards/ST09/ST09-010.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, look at the top 2 cards of
-- your deck and return 1 to the top. Place the remaining card into your trash.

scenario({"13-2-6-1", "5-20-2"}, "ST09-010 Minerva 【Deploy】 in your turn: a Shield to the hand, keep 1 of the top 2, trash the other", function()
  local g = game{ p1 = { deck = {"ST01-005", {"ST05-006", as = "second"}, {"ST09-005", as = "first"}}, resources = 2,
                         shields = {"ST01-005", {"ST01-005", as = "shield"}}, hand = {{"ST09-010", as = "minerva"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "minerva"))
  g:expect_loc("shield", "hand")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "second"))
  g:expect_loc("first", "trash")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("second"), "the kept card is on top")
  g:expect_count(1, "deck", 2)
end)

scenario({"13-2-5-1", "13-2-6-1", "10-2-1"}, "ST09-010 Minerva 【Burst】: deployed in the opponent's turn, a Shield to the hand only", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST09-010", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  g:expect_decision{ kind = "action", player = 1 }   -- nothing for P2 to look at or choose
  g:expect_count(2, "deck", 10)
  g:expect_count(2, "trash", 0)
end)
