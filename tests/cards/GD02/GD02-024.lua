-- GD02-024 Red Gundam: 【During Link】This Unit gains <High-Maneuver>.

scenario({"13-2-12-1", "13-1-6-1"}, "GD02-024 Red Gundam: linked, it can't be blocked", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-024", pilot = "ST06-010", as = "red"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  ok(g:linked("red"), "Shuji Itō is (Clan): he links")
  ok(g:keyword("red", "high-maneuver"))
  g:choose("attack " .. c(g, "red") .. " p2")
  if g:decision().player == 1 then g:choose(1) end   -- (Shuji Itō's own 【Attack】, once scripted)
  g:expect_no_option("block " .. c(g, "demi"))
end)

scenario("13-2-12-1", "GD02-024 Red Gundam: not linked, no <High-Maneuver>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-024", pilot = "GD01-089", as = "red"}} },
                  p2 = { deck = 10 } }
  ok(not g:linked("red"))
  ok(not g:keyword("red", "high-maneuver"))
end)
