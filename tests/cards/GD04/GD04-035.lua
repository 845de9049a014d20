-- GD04-035 Ξ Gundam: 【Deploy】Choose 1 of your (Mafty) Units. When it destroys an enemy Unit with
-- battle damage during this turn, if you have 3 or less cards in your hand, draw 1.
-- Props: ST08-005 Messer Type-F02 Minelayer (Mafty, AP4), ST01-005 GM (HP2).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"10-1-6-1", "5-16-1"}, "GD04-035 Ξ Gundam: the chosen (Mafty) Unit's battle kill this turn draws 1", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-035", as = "xi"}},
                         battle = {{"ST08-005", as = "messer"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-005", rested = true, as = "gm2"}} } }
  g:choose("play " .. c(g, "xi"))
  g:choose(c(g, "messer"))             -- (Ξ Gundam itself is (Mafty) too)
  g:choose("attack " .. c(g, "messer") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_count(1, "hand", 1)
  g:next_turn()                         -- P2's turn: GM 2 attacks the rested Messer and is destroyed
  g:choose("attack " .. c(g, "gm2") .. " " .. c(g, "messer"))
  fight(g)
  g:expect_loc("gm2", "trash")
  g:expect_count(1, "hand", 1)          -- "during this turn": the effect is over
end)

scenario({"10-2-1"}, "GD04-035 Ξ Gundam: 4 cards in hand, no draw", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-035", as = "xi"}, "ST01-005", "ST01-005", "ST01-005", "ST01-005"},
                         battle = {{"ST08-005", as = "messer"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("play " .. c(g, "xi"))
  g:choose(c(g, "messer"))
  g:choose("attack " .. c(g, "messer") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_count(1, "hand", 4)
end)
