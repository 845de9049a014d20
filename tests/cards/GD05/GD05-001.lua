-- GD05-001 V2 Gundam: <Repair 2>.  【Activate･Main】【Once per Turn】Rest 2 of your Units：Set this Unit
-- as active.
-- Props: ST01-005 GM.

scenario({"10-1-7-4", "13-2-13-1"}, "GD05-001 V2 Gundam: rest 2 Units (itself may be one): it is set active", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-001", as = "v2"}, {"ST01-005", as = "gm1"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "v2") .. " p2")
  while g:has_option("pass") do g:pass() end
  ok(g:rested("v2"))
  g:choose("activate " .. c(g, "v2") .. " 1")   -- (GM and GM: the two active Units)
  ok(not g:rested("v2"))
  ok(g:rested("gm1") and g:rested("gm2"))
  g:expect_no_option("activate " .. c(g, "v2") .. " 1")
end)

scenario({"10-1-7-4"}, "GD05-001 V2 Gundam: one active Unit: not offered", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-001", rested = true, as = "v2"}, {"ST01-005", as = "gm1"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "v2") .. " 1")
end)
