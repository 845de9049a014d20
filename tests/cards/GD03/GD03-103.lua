-- GD03-103 Field Directive: scenario tests of scripts/cards/GD03/GD03-103.lua.
-- 【Burst】Choose 1 enemy Unit with 2 or less HP. Rest it.
-- 【Main】If 3 or more enemy Units are in play, choose 1 rested enemy Unit. Deal 2 damage to it.

scenario("10-1-8-1", "GD03-103 Field Directive 【Main】: 3 enemy Units, 2 damage to a rested one", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-103", as = "fd"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"GD01-018", as = "rezel"},
                                              {"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "fd"))
  eq(g:damage("bigzam"), 2)
  eq(g:damage("rezel"), 0)
end)

scenario("10-2-1", "GD03-103 Field Directive: 2 enemy Units, it does nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-103", as = "fd"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "fd"))
  eq(g:damage("bigzam"), 0)
  eq(g:loc("fd"), "trash")
end)

scenario("10-1-8-1-1", "GD03-103 Field Directive: 3 enemy Units but none rested, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-103", as = "fd"}} },
                  p2 = { deck = 10, battle = {"GD01-027", "GD01-018", "ST01-005"} } }
  g:expect_no_option("play " .. c(g, "fd"))
end)

scenario("13-2-5-1", "GD03-103 Field Directive 【Burst】: rest an enemy Unit with 2 or less HP", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}, {"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-103", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 2 }
  g:expect_option(c(g, "attacker"))        -- rested already, but HP2: it may be chosen
  g:expect_no_option(c(g, "rezel"))        -- HP3
  g:choose(c(g, "gm"))
  ok(g:rested("gm"))
  ok(not g:rested("rezel"), "HP3")
end)
