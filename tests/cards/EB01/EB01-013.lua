-- EB01-013 Red Gundam(0085) (AP0): 【Attack】 AP+2 this turn if an enemy player has 6 or more cards
-- in their hand.

local function board(hand)
  return game{ p1 = { deck = 10, battle = {{"EB01-013", as = "red"}} }, p2 = { deck = 10, shields = 3, hand = hand } }
end

scenario({"13-2-7-1", "10-2-1"}, "EB01-013 Red Gundam(0085): 6 cards in the enemy hand, AP+2", function()
  local g = board(6)
  g:choose("attack " .. c(g, "red") .. " p2")
  eq(g:ap("red"), 2)
  g:expect_count(2, "shields", 2)
end)

scenario("10-2-1", "EB01-013 Red Gundam(0085): 5 cards, AP stays 0", function()
  local g = board(5)
  g:choose("attack " .. c(g, "red") .. " p2")
  eq(g:ap("red"), 0)
  g:expect_count(2, "shields", 3)
end)

scenario({"13-2-7-1", "12-2-6"}, "EB01-013 Red Gundam(0085): Battle Royale, one enemy player's hand is enough", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, battle = {{"EB01-013", as = "red"}} },
                  p2 = { deck = 10, shields = 3, hand = 3 }, p3 = { deck = 10, hand = 6 } }
  g:choose("attack " .. c(g, "red") .. " p2")
  eq(g:ap("red"), 2)
end)
