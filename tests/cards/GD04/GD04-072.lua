-- GD04-072 Banshee Norn (Unicorn Mode) (link [Riddhe Marcenas]): 【When Linked】 return an enemy
-- Unit with 3 or less HP to its owner's hand.
-- Props: GD04-098 Riddhe Marcenas (links), GD04-005 GM III (HP2), GD04-010 Gaplant (HP4).

scenario({"13-2-11-1", "4-1-5"}, "GD04-072 Banshee Norn (Unicorn Mode): linked, an enemy Unit with 3 or less HP to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-098", as = "riddhe"}},
                         battle = {{"GD04-072", as = "banshee"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("pair " .. c(g, "riddhe") .. " " .. c(g, "banshee"))
  eq(g:loc("gm3"), "hand")
  eq(g:owner("gm3"), 2)
  eq(g:loc("gaplant"), "battle")
end)

scenario("13-2-11-1", "GD04-072 Banshee Norn (Unicorn Mode): a Pilot that does not link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-087", as = "sayla"}},
                         battle = {{"GD04-072", as = "banshee"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("pair " .. c(g, "sayla") .. " " .. c(g, "banshee"))
  eq(g:loc("gm3"), "battle")
end)
