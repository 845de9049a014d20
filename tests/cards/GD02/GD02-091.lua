-- GD02-091 Haman Karn: 【Burst】Add this card to your hand.
-- 【When Paired】If this Unit is red, choose 1 enemy Unit whose Lv. is equal to or lower than this
-- Unit. Deal 1 damage to it.

scenario("13-2-5-1", "GD02-091 Haman Karn 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-091", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario("13-2-9-1", "GD02-091 Haman Karn 【When Paired】: a red Unit deals 1 damage to an enemy Unit of its Lv. or lower",
         function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-091", as = "haman"}}, battle = {{"GD02-041", as = "gelgoog"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "lv4"}, {"GD02-072", as = "lv5"}, {"GD01-018", as = "lv3"}} } }
  g:choose("pair " .. c(g, "haman") .. " " .. c(g, "gelgoog"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "lv3"))
  g:expect_no_option(c(g, "lv5"))
  g:choose(c(g, "lv4"))
  eq(g:damage("lv4"), 1)
end)

scenario({"13-2-9-1", "10-2-1"}, "GD02-091 Haman Karn: a Unit that is not red, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-091", as = "haman"}}, battle = {{"GD02-013", as = "hizack"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "haman") .. " " .. c(g, "hizack"))
  eq(g:damage("gm"), 0)
end)

scenario({"Q100", "10-2-1", "13-2-9-1"}, "GD02-091 Haman Karn: paired with a Unit that is not red, 【When Paired】 is not activated", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-091", as = "haman"}}, battle = {{"GD02-013", as = "hizack"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "haman") .. " " .. c(g, "hizack"))
  ok(not logged(g, "effect resolves"), "no effect activated")
  g:expect_decision{ kind = "action", player = 1 }
end)
