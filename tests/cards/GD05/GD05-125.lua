-- GD05-125 Ra Cailum: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：Choose 1 friendly (Londo Bell) Unit. During this turn, when it
-- receives enemy damage, reduce it by 1.
-- Props: GD05-027 Jegan (Londo Bell, HP2), ST01-005 GM, GD01-115 Zeon Remnant Forces (1 damage).

scenario({"13-2-1-1", "5-21-1"}, "GD05-125 Ra Cailum: rest it: a (Londo Bell) Unit takes 1 less enemy damage this turn",
         function()
  local g = game{ p1 = { deck = 10, base = {{"GD05-125", as = "ra"}},
                         battle = {{"GD05-027", as = "jegan"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "z1"}, {"GD01-115", as = "z2"}} } }
  g:choose("activate " .. c(g, "ra") .. " 3")
  ok(g:rested("ra"))
  g:expect_no_option("activate " .. c(g, "ra") .. " 3")
  g:end_main()
  g:choose("play " .. c(g, "z1"))
  g:choose(c(g, "jegan"))
  eq(g:damage("jegan"), 0, "1 - 1")
  g:choose("play " .. c(g, "z2"))
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 1, "not the other Unit")
end)
