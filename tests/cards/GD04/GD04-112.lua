-- GD04-112 Inspector: 【Main】 1 damage to every Unit of Lv.2 or lower, yours too.
-- Props: GD04-005 GM III (Lv.2 HP2), GD04-076 Hipheavy (Lv.1 HP2), GD04-014 Shokew (Lv.2 HP3),
-- GD04-010 Gaplant (Lv.4), T-021 Parts (token: Lv.0, HP1).

scenario({"10-1-8-1", "5-17-2-4"}, "GD04-112 Inspector: 1 damage to all Units of Lv.2 or lower, tokens too", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-112", as = "inspector"}},
                         battle = {{"GD04-014", as = "mine"}, {"T-021", as = "parts"}, {"GD04-010", as = "big"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-076", as = "hip"},
                                              {"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "inspector"))
  eq(g:damage("mine"), 1)
  eq(g:loc("parts"), "outside", "the token is destroyed (and leaves the game)")
  eq(g:damage("gm3"), 1)
  eq(g:damage("hip"), 1)
  eq(g:damage("gaplant") + g:damage("big"), 0)
end)
