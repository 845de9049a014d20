-- GD02-060 Gundam Leopard: 【Deploy】If there are 7 or more cards in your trash, choose 1 enemy Unit
-- that is Lv.4 or lower. Rest it.

scenario("13-2-6-1", "GD02-060 Gundam Leopard: 7 cards in the trash, rest an enemy Unit Lv.4 or lower", function()
  local g = game{ p1 = { deck = 10, resources = 5, trash = 7, hand = {{"GD02-060", as = "leopard"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "leopard"))
  ok(g:rested("gundam"))
  ok(not g:rested("bigzam"), "Lv.7 is not offered")
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-060 Gundam Leopard: 6 cards in the trash, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, trash = 6, hand = {{"GD02-060", as = "leopard"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "leopard"))
  ok(not g:rested("gundam"))
end)
