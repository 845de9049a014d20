-- GD04-082 Rosamia Badam: 【When Linked】 1 damage to a rested Unit; 【Burst】.
-- Props: GD04-004 Psycho Gundam Mk-Ⅱ (link [Rosamia Badam]), GD04-005 GM III, GD04-010 Gaplant.

scenario({"13-2-11-1", "3-3-9-2"}, "GD04-082 Rosamia Badam: linked, 1 damage to a rested Unit, any player's", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-082", as = "rosamia"}},
                         battle = {{"GD04-004", as = "psycho"}, {"GD04-005", rested = true, as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", rested = true, as = "gaplant"}, {"GD04-005", as = "active"}} } }
  g:choose("pair " .. c(g, "rosamia") .. " " .. c(g, "psycho"))
  ok(g:linked("psycho"))
  -- Psycho Gundam Mk-Ⅱ's own draw triggers too (10-1-6-5): Rosamia's first
  g:expect_decision{ kind = "order", player = 1 }
  g:choose("Rosamia")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "mine"))           -- your own rested Unit may be chosen
  g:expect_no_option(c(g, "active"))
  g:choose(c(g, "gaplant"))
  eq(g:damage("gaplant"), 1)
  g:expect_count(1, "deck", 9)   -- then Psycho Gundam Mk-Ⅱ's draw
end)

scenario("13-2-11-1", "GD04-082 Rosamia Badam: paired without a link, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-082", as = "rosamia"}},
                         battle = {{"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", rested = true, as = "gaplant"}} } }
  g:choose("pair " .. c(g, "rosamia") .. " " .. c(g, "gm3"))
  eq(g:damage("gaplant"), 0)
end)

scenario("13-2-5-1", "GD04-082 Rosamia Badam 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-082", as = "rosamia"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("rosamia"), "hand")
end)
