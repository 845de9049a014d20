-- GD02-069 Zeta Gundam: 【During Link】【Activate･Main】【Once per Turn】Choose 1 active friendly Base.
-- Rest it. If you do, set this Unit as active. It can't choose the enemy player as its attack
-- target during this turn.
-- Props: GD02-097 Kamille Bidan (links it), ST01-015 White Base, ST01-005 GM.

scenario({"13-2-12-1", "5-20-1"}, "GD02-069 Zeta Gundam: rest your Base: Zeta active again, but it can't attack the player", function()
  local g = game{ p1 = { deck = 10, base = {{"ST01-015", as = "wb"}}, battle = {{"GD02-069", pilot = "GD02-097", as = "zeta"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "zeta") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:choose("activate " .. c(g, "zeta") .. " 1")
  ok(g:rested("wb"))
  ok(not g:rested("zeta"))
  g:expect_no_option("attack " .. c(g, "zeta") .. " p2")
  g:expect_option("attack " .. c(g, "zeta") .. " " .. c(g, "gm"))
end)

scenario({"10-1-8-1-1"}, "GD02-069 Zeta Gundam: no active Base: not offered", function()
  local g = game{ p1 = { deck = 10, base = {{"ST01-015", rested = true}}, battle = {{"GD02-069", pilot = "GD02-097", as = "zeta"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "zeta") .. " 1")
end)
