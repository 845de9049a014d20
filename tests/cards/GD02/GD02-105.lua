-- GD02-105 Valedictorian: 【Action】Choose 1 of your Unit tokens. It can't receive battle damage
-- from enemy Units during this battle.  【Pilot】[Xavier Olivette]

scenario({"8-4-1", "5-5-3"}, "GD02-105 Valedictorian: your blocking token takes no battle damage this battle", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, hand = {{"GD02-105", as = "cmd"}},
                         battle = {{"T-011", as = "fatum"}, {"ST01-008", as = "demi"}} },       -- Fatum-00: <Blocker>
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:choose("block " .. c(g, "fatum"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  while g:state().step ~= "" and g:decision().kind == "action" do g:pass() end
  eq(g:loc("fatum"), "battle")
  eq(g:damage("fatum"), 0)
end)

scenario({"10-1-8-1-1", "5-17-1"}, "GD02-105 Valedictorian: no Unit token of yours, it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, shields = 2, hand = {{"GD02-105", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, "T-007"} } }
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:expect_no_option("play " .. c(g, "cmd"))
end)
