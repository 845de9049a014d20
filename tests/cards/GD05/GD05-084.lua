-- GD05-084 Odelo Henrik: 【Burst】Add this card to your hand.  When one of your (League Militaire)
-- Unit tokens receives enemy effect damage, reduce it by 1.
-- Props: T-021 Parts ((League Militaire) token, HP1), T-007 Zaku II token, GD04-014 Shokew
-- ((League Militaire), not a token), GD01-115 Zeon Remnant Forces (1 damage).

scenario({"5-21-1", "5-17-2-1"}, "GD05-084 Odelo Henrik: your (League Militaire) tokens take 1 less enemy effect damage",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-014", pilot = "GD05-084", as = "shokew"}, {"T-021", as = "parts"},
                                              {"T-007", as = "zaku"}} },
                  p2 = { deck = 10, resources = 3, hand = {{"GD01-115", as = "z1"}, {"GD01-115", as = "z2"},
                                                          {"GD01-115", as = "z3"}} } }
  g:choose("play " .. c(g, "z1"))
  g:choose(c(g, "parts"))
  eq(g:damage("parts"), 0, "1 - 1")
  g:expect_loc("parts", "battle")
  g:choose("play " .. c(g, "z2"))
  g:choose(c(g, "zaku"))
  g:expect_loc("zaku", "outside")      -- not (League Militaire): destroyed, out of the game
  g:choose("play " .. c(g, "z3"))
  g:choose(c(g, "shokew"))
  eq(g:damage("shokew"), 1, "not a token")
end)
