-- GD04-083 Marbet Fingerhat: your (League Militaire) Unit tokens get AP+1; 【Burst】.
-- Props: T-021 Parts ((League Militaire) token, AP1), T-023 Zeong (Head) ((Zeon) token),
-- GD04-014 Shokew ((League Militaire) Unit card, AP2), GD04-005 GM III.

scenario({"3-3-9-2", "10-1-5-1"}, "GD04-083 Marbet Fingerhat: paired, all your (League Militaire) tokens get AP+1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-005", pilot = "GD04-083", as = "gm3"}, {"T-021", as = "parts"},
                                              {"T-021", as = "parts2"}, {"T-023", as = "head"},
                                              {"GD04-014", as = "shokew"}} },
                  p2 = { deck = 10, battle = {{"T-021", as = "enemy_parts"}} } }
  eq(g:ap("parts"), 2)
  eq(g:ap("parts2"), 2)
  eq(g:ap("head"), 3, "not (League Militaire)")
  eq(g:ap("shokew"), 2, "not a token")
  eq(g:ap("enemy_parts"), 1, "not the enemy's")
  eq(g:ap("gm3"), 3 + 1, "the Pilot's own AP+1")
end)

scenario("3-3-3", "GD04-083 Marbet Fingerhat: in the hand, nothing", function()
  local g = game{ p1 = { deck = 10, hand = {"GD04-083"}, battle = {{"T-021", as = "parts"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("parts"), 1)
end)

scenario("13-2-5-1", "GD04-083 Marbet Fingerhat 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-083", as = "marbet"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("marbet"), "hand")
end)
