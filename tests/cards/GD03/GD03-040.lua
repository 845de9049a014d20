-- GD03-040 Gundam Virsago & Gundam Ashtaron: scenario tests of scripts/cards/GD03/GD03-040.lua.
-- 【During Link】This Unit gains <High-Maneuver>.
--
-- Props: GD02-093 Olba Frost (links), ST02-010 Heero Yuy (no link); enemy GD01-072 Launcher
-- Strike Gundam (<Blocker>).

scenario({"13-2-12-1", "13-1-6-1"}, "GD03-040 Virsago & Ashtaron 【During Link】: <High-Maneuver>, no block", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-040", pilot = "GD02-093", as = "va"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-072", as = "blocker"}} } }
  ok(g:linked("va"))
  ok(g:keyword("va", "high-maneuver"))
  g:choose("attack " .. c(g, "va") .. " p2")
  g:expect_count(2, "shields", 1)   -- no block step offered
  ok(not g:rested("blocker"))
end)

scenario("13-2-12-1", "GD03-040 Virsago & Ashtaron: not linked, it can be blocked", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-040", pilot = "ST02-010", as = "va"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-072", as = "blocker"}} } }
  ok(not g:keyword("va", "high-maneuver"))
  g:choose("attack " .. c(g, "va") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("block " .. c(g, "blocker"))
end)
