-- GD02-095 Lafter Frankland: 【Burst】Add this card to your hand.
-- 【Attack】If this Unit is damaged and Lv.5 or lower, it gains <High-Maneuver> during this battle.

scenario("13-2-5-1", "GD02-095 Lafter Frankland 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-095", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-7-1", "13-1-6-1"}, "GD02-095 Lafter Frankland: a damaged Lv.5 Unit can't be blocked this battle", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-060", pilot = "GD02-095", damage = 1, as = "leopard"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  g:expect_no_option("block " .. c(g, "demi"))
  g:expect_count(2, "shields", 1)
  ok(not g:keyword("leopard", "high-maneuver"), "during this battle only")
end)

scenario({"13-2-7-1", "10-2-1"}, "GD02-095 Lafter Frankland: undamaged, or Lv.7: it may be blocked", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-060", pilot = "GD02-095", as = "leopard"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  g:expect_option("block " .. c(g, "demi"))
  g = game{ p1 = { deck = 10, battle = {{"GD02-053", pilot = "GD02-095", damage = 1, as = "x"}} },
            p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "x") .. " p2")
  g:expect_option("block " .. c(g, "demi"))
end)

scenario({"Q100", "10-2-1", "13-2-7-1"}, "GD02-095 Lafter Frankland: undamaged, or Lv.7: its 【Attack】 is not activated at all", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-060", pilot = "GD02-095", as = "leopard"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "leopard") .. " p2")
  ok(not logged(g, "effect resolves"), "undamaged: no effect activated")
  g = game{ p1 = { deck = 10, battle = {{"GD02-053", pilot = "GD02-095", damage = 1, as = "x"}} },
            p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "x") .. " p2")
  ok(not logged(g, "effect resolves"), "Lv.7: no effect activated")
end)
