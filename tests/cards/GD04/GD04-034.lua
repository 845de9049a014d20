-- GD04-034 Gundam Kyrios: 【During Link】 AP+2 for each of your rested (CB) Units.
-- Props: GD04-090 Hallelujah Haptism (links), GD01-087 Sayla Mass (does not), GD04-047 Gundam
-- Virtue ((CB)), GD04-010 Gaplant (not (CB)).

scenario({"13-2-12-1", "10-1-5-3"}, "GD04-034 Gundam Kyrios: AP+2 per rested (CB) Unit of yours, itself included",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-034", pilot = "GD04-090", as = "kyrios"},
                                              {"GD04-047", rested = true}, {"GD04-047", rested = true},
                                              {"GD04-047", as = "active"}, {"GD04-010", rested = true}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-047", rested = true}} } }
  ok(g:linked("kyrios"))
  eq(g:ap("kyrios"), 1 + 2 + 2 * 2, "AP1, Hallelujah +2, 2 rested (CB) Units")
  g:choose("attack " .. c(g, "kyrios") .. " p2")
  eq(g:ap("kyrios"), 1 + 2 + 2 * 3, "rested by its attack: 3 rested (CB) Units")
end)

scenario("13-2-12-1", "GD04-034 Gundam Kyrios: not linked, no AP from it", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-034", pilot = "GD01-087", as = "kyrios"},
                                              {"GD04-047", rested = true}} },
                  p2 = { deck = 10 } }
  ok(not g:linked("kyrios"))
  eq(g:ap("kyrios"), 1 + 1)
end)
