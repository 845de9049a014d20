-- GD05-046 Abyss Gundam (MA Mode): 【When Paired･(Phantom Pain) Pilot】Choose 1 enemy player with 4
-- or more cards in their hand. They discard 1.

local function board(pilot, p2hand)
  return game{ p1 = { deck = 10, resources = 4, hand = {{pilot, as = "pilot"}}, battle = {{"GD05-046", as = "abyss"}} },
               p2 = { deck = 10, hand = p2hand } }
end

scenario({"13-2-9-1", "10-2-2-1"}, "GD05-046 Abyss Gundam (MA Mode): a (Phantom Pain) Pilot: the enemy with 4 cards discards 1 of their choice",
         function()
  local g = board("GD05-092", {"ST01-005", "ST01-005", {"ST01-003", as = "gc"}, "ST01-005"})   -- Auel Neider
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "abyss"))
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "gc"))
  g:expect_loc("gc", "trash")
  g:expect_count(2, "hand", 3)
end)

scenario({"13-2-9-1", "10-2-2"}, "GD05-046 Abyss Gundam (MA Mode): 3 cards in the enemy's hand: nothing", function()
  local g = board("GD05-092", {"ST01-005", "ST01-005", "ST01-005"})
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "abyss"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(2, "hand", 3)
end)

scenario("13-2-9-1", "GD05-046 Abyss Gundam (MA Mode): a Pilot without (Phantom Pain): nothing", function()
  local g = board("GD05-082", {"ST01-005", "ST01-005", "ST01-005", "ST01-005"})                 -- Andrew Waldfeld
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "abyss"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(2, "hand", 4)
end)

scenario({"13-2-9-1", "10-2-2-1", "12-2-6"}, "GD05-046 Abyss Gundam (MA Mode): in a Battle Royale, choose among the enemies with 4 or more cards",
         function()
  local four = {"ST01-005", "ST01-005", "ST01-005", "ST01-005"}
  local g = game{ players = 4, mode = "battle-royale",
                  p1 = { deck = 10, resources = 4, hand = {{"GD05-092", as = "pilot"}}, battle = {{"GD05-046", as = "abyss"}} },
                  p2 = { deck = 10, hand = four }, p3 = { deck = 10, hand = {"ST01-005"} }, p4 = { deck = 10, hand = four } }
  g:choose("pair " .. c(g, "pilot") .. " " .. c(g, "abyss"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(list(g:decision().labels), "P2,P4")
  g:choose("P4")
  g:expect_decision{ kind = "choose", player = 4 }
  g:choose(1)
  g:expect_count(4, "hand", 3)
  g:expect_count(2, "hand", 4)
end)
