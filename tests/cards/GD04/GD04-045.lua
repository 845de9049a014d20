-- GD04-045 Gundam Throne Zwei: 【When Linked】 a (CB) Unit may attack a damaged active enemy Unit
-- this turn.
-- Props: GD04-089 Nena Trinity ((Trinity) Pilot: links), GD04-047 Gundam Virtue ((CB)),
-- GD04-010 Gaplant, GD04-005 GM III.

scenario({"13-2-11-1", "1-3-1"}, "GD04-045 Gundam Throne Zwei: the chosen (CB) Unit may attack a damaged active enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-089", as = "nena"}},
                         battle = {{"GD04-045", as = "zwei"}, {"GD04-047", as = "virtue"}, {"GD04-010", as = "gaplant"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", damage = 1, as = "hurt"}, {"GD04-005", as = "fresh"}} } }
  g:choose("pair " .. c(g, "nena") .. " " .. c(g, "zwei"))
  ok(g:linked("zwei"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gaplant"))   -- not (CB)
  g:choose(c(g, "virtue"))
  g:expect_option("attack " .. c(g, "virtue") .. " " .. c(g, "hurt"))
  g:expect_no_option("attack " .. c(g, "virtue") .. " " .. c(g, "fresh"))   -- undamaged
  g:expect_no_option("attack " .. c(g, "zwei") .. " " .. c(g, "hurt"))      -- not chosen
end)
