-- GD04-091 Deux Murasame: 【Destroyed】 (the Unit's) 1 damage to an undamaged enemy Unit; 【Burst】.
-- Props: GD04-005 GM III (AP3 HP2), GD04-004 Psycho Gundam Mk-Ⅱ (AP4 HP7), GD04-010 Gaplant.

scenario({"3-3-9-2", "13-2-8-1"}, "GD04-091 Deux Murasame: her Unit destroyed, 1 damage to an undamaged enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-005", pilot = "GD04-091", as = "gm3"}} },
                  p2 = { deck = 10, battle = {{"GD04-004", rested = true, as = "psycho"}, {"GD04-010", as = "gaplant"}} } }
  g:choose("attack " .. c(g, "gm3") .. " " .. c(g, "psycho"))
  eq(g:loc("gm3"), "trash")
  eq(g:damage("psycho"), 5, "damaged by the battle: not a candidate")
  eq(g:damage("gaplant"), 1)
end)

scenario("10-2-2", "GD04-091 Deux Murasame: every enemy Unit damaged, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-005", pilot = "GD04-091", as = "gm3"}} },
                  p2 = { deck = 10, battle = {{"GD04-004", rested = true, as = "psycho"}, {"GD04-010", damage = 1, as = "gaplant"}} } }
  g:choose("attack " .. c(g, "gm3") .. " " .. c(g, "psycho"))
  eq(g:loc("gm3"), "trash")
  eq(g:damage("gaplant"), 1)
end)

scenario("13-2-5-1", "GD04-091 Deux Murasame 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-091", as = "deux"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("deux"), "hand")
end)
