-- GD02-064 Gundam Leopard: During your turn, while there are 7 or more cards in your trash, this
-- Unit can't receive effect damage from enemy Commands.

scenario({"5-5-4", "10-1-8-1"}, "GD02-064 Gundam Leopard: your turn, 7 trash cards: an enemy Command's damage is prevented",
         function()
  local g = game{ p1 = { deck = 10, shields = 2, trash = 7, battle = {{"GD02-064", as = "leopard"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"GD02-109", as = "cmd"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }     -- the action step: P2 plays 【Action】
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("leopard"), 0)
  g:expect_loc("cmd", "trash")
end)

scenario({"5-5-4", "10-2-1"}, "GD02-064 Gundam Leopard: 6 trash cards, or the opponent's turn: the damage lands", function()
  local g = game{ p1 = { deck = 10, shields = 2, trash = 6, battle = {{"GD02-064", as = "leopard"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"GD02-109", as = "cmd"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("leopard"), 1)
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, trash = 7, battle = {{"GD02-064", as = "leopard"}} },
            p2 = { deck = 10, resources = 4, hand = {{"GD02-109", as = "cmd"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("leopard"), 1)
end)

scenario({"5-5-4", "13-2-5-1"}, "GD02-064 Gundam Leopard: an enemy Command's 【Burst】 is a Command effect too", function()
  local g = game{ p1 = { deck = 10, trash = 7, battle = {{"GD02-064", as = "leopard"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-107", as = "burst"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  g:choose("yes")                                      -- P2 activates the 【Burst】
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "leopard"))
  eq(g:damage("leopard"), 0)
end)
