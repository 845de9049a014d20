-- GD02-038 GQuuuuuuX (Omega Psycommu): 【Deploy】Look at the top 3 cards of your deck. You may
-- deploy 1 (Clan) Unit card that is Lv.4 or lower among them. Return the remaining cards randomly
-- to the bottom of your deck.

scenario({"13-2-6-1", "10-1-3"}, "GD02-038 GQuuuuuuX (Omega Psycommu): deploys a Lv.4 (Clan) Unit of the top 3", function()
  local g = game{ p1 = { resources = 7, hand = {{"GD02-038", as = "omega"}},
                         deck = {{"ST01-005", as = "fourth"}, {"GD02-024", as = "red"}, {"GD02-041", as = "sugai"},
                                 {"GD02-038", as = "big"}} },
                  p2 = { deck = 10, battle = {{"GD02-053", as = "x"}} } }
  g:choose("play " .. c(g, "omega"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_option(c(g, "sugai"))
  g:expect_no_option(c(g, "red"))     -- Lv.5
  g:expect_no_option(c(g, "big"))     -- Lv.7
  g:choose(c(g, "sugai"))
  g:expect_loc("sugai", "battle")
  eq(g:damage("x"), 2, "its own 【Deploy】 follows")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("fourth"))
end)

scenario({"13-2-6-1", "10-1-3"}, "GD02-038 GQuuuuuuX (Omega Psycommu): may deploy nothing", function()
  local g = game{ p1 = { resources = 7, hand = {{"GD02-038", as = "omega"}},
                         deck = {"ST01-005", "ST01-005", {"GD02-041", as = "sugai"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "omega"))
  g:choose({})
  g:expect_loc("sugai", "deck")
  g:expect_count(1, "battle", 1)
end)
