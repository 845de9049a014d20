-- GD04-070 Al-Saachez's AEU Enact Custom (link [Ali al-Saachez]): 【Deploy】 you may pair a Pilot
-- card with "Ali al-Saachez" in its name from your hand.
-- Props: GD04-099 Ali al-Saachez (Pilot), GD03-122 Veteran Tactics (a Command: not a Pilot card),
-- GD01-087 Sayla Mass (another Pilot).

scenario({"13-2-6-1", "5-9-1", "3-2-6-2"}, "GD04-070 AEU Enact Custom: Ali al-Saachez paired from the hand, a Link Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-070", as = "enact"}, {"GD04-099", as = "ali"},
                                                          {"GD03-122", as = "tactics"}, {"GD01-087", as = "sayla"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("play " .. c(g, "enact"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "tactics"))   -- a Command card
  g:expect_no_option(c(g, "sayla"))     -- another Pilot
  g:choose(c(g, "ali"))
  eq(g:loc("ali"), "battle")
  ok(g:linked("enact"))
  eq(g:ap("enact"), 3 + 2)
  g:expect_option("attack " .. c(g, "enact") .. " p2")   -- a Link Unit attacks the turn it is deployed
end)

scenario("10-1-3", "GD04-070 AEU Enact Custom: \"you may\": the Pilot stays in the hand", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD04-070", as = "enact"}, {"GD04-099", as = "ali"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "enact"))
  g:choose({})
  eq(g:loc("ali"), "hand")
  ok(not g:paired("enact"))
end)
