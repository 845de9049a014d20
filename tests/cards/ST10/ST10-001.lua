-- ST10-001 Zeta Gundam (EX): when this Unit destroys an enemy shield area card with battle damage,
-- set it as active. It can't choose the same enemy player or enemy team as its attack target during
-- this turn.
-- Props: ST01-005 GM.

scenario({"8-5-2-3", "12-2-7"}, "ST10-001 Zeta Gundam (EX): set active, but not to attack that player again", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST10-001", as = "zeta"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "zeta") .. " p2")
  while g:has_option("pass") do g:pass() end
  ok(not g:rested("zeta"))
  g:expect_no_option("attack " .. c(g, "zeta") .. " p2")
  g:expect_option("attack " .. c(g, "zeta") .. " " .. c(g, "gm"))
end)

scenario({"12-2-7", "8-5-2-4"}, "ST10-001 Zeta Gundam (EX): in a battle royale, the other player may still be attacked", function()
  local g = game{ players = 3, mode = "battle-royale",
                  p1 = { deck = 10, battle = {{"ST10-001", as = "zeta"}} },
                  p2 = { deck = 10, shields = 2 }, p3 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "zeta") .. " p2")
  while g:has_option("pass") do g:pass() end
  g:expect_no_option("attack " .. c(g, "zeta") .. " p2")
  g:expect_option("attack " .. c(g, "zeta") .. " p3")
end)
