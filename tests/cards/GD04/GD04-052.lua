-- GD04-052 Gundam Leopard Destroy (AP4 HP5): 【During Pair】【Attack】 you may deal 2 damage to an
-- enemy Unit and to this Unit.
-- Props: GD01-087 Sayla Mass (Pilot, HP+1), GD04-005 GM III (HP2), GD04-010 Gaplant (HP4).

scenario({"13-2-10-1", "13-2-7-1"}, "GD04-052 Gundam Leopard Destroy: 2 damage to the chosen enemy Unit and to itself",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-052", pilot = "GD01-087", as = "leopard"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-010", as = "gaplant"}, {"GD04-005", as = "gm3"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:choose(c(g, "gaplant"))
  eq(g:damage("gaplant"), 2)
  eq(g:damage("leopard"), 2)
  eq(g:damage("gm3"), 0)
end)

scenario("10-1-3", "GD04-052 Gundam Leopard Destroy: \"you may\": none chosen, no damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-052", pilot = "GD01-087", as = "leopard"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  g:choose({})
  eq(g:damage("gaplant"), 0)
  eq(g:damage("leopard"), 0)
end)

scenario("13-2-10-1", "GD04-052 Gundam Leopard Destroy: without a Pilot, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-052", as = "leopard"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  eq(g:damage("gaplant"), 0)
  g:expect_count(2, "shields", 1)
end)
