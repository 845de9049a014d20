-- GD02-109 Undying Persistence: 【Main】/【Action】Choose 1 enemy Unit. Deal 1 damage to it.
-- 【Pilot】[Shiiko Sugai]

scenario("10-1-8-1", "GD02-109 Undying Persistence 【Main】: 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-109", as = "cmd"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("bigzam"), 1)
  eq(g:damage("mine"), 0)
end)

scenario({"8-4-1", "10-1-8-1"}, "GD02-109 Undying Persistence 【Action】: in the opponent's battle", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, shields = 2, hand = {{"GD02-109", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "rezel") .. " p1")
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("rezel"), 1)
end)

scenario("10-1-8-1-1", "GD02-109 Undying Persistence: no enemy Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-109", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
