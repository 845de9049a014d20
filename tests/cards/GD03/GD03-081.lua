-- GD03-081 AEU Enact Demonstration Color: this Unit can only attack during a turn when one of your
-- (Superpower Bloc)/(UN) Units is deployed.
-- Props: GD04-079 Agrissa (Superpower Bloc, cost 3), ST01-005 GM.

scenario({"7-5-4", "10-1-5-3"}, "GD03-081 AEU Enact Demonstration Color: it may attack only once a (Superpower Bloc) Unit is deployed this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-079", as = "agrissa"}, {"ST01-005", as = "gm"}},
                         battle = {{"GD03-081", as = "enact"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:expect_no_option("attack " .. c(g, "enact") .. " p2")
  g:choose("play " .. c(g, "gm"))
  g:expect_no_option("attack " .. c(g, "enact") .. " p2")   -- GM is no (Superpower Bloc)/(UN) Unit
  g:choose("play " .. c(g, "agrissa"))
  g:expect_option("attack " .. c(g, "enact") .. " p2")
  g:next_turn()
  g:next_turn()
  g:expect_no_option("attack " .. c(g, "enact") .. " p2")   -- a new turn
end)
