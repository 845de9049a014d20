-- ST07-005 Gundam Dynames: scenario tests of scripts/cards/ST07/ST07-005.lua.
-- During your turn, when this Unit destroys an enemy Unit with battle damage, this Unit recovers 2
-- HP.
-- 【During Link】This Unit gets AP+2.
--
-- Dynames is AP2 HP4; it links with ST07-011 Lockon Stratos (Neil) (AP+1 HP+2; his 【When Paired】
-- is not used here).  Not linked: ST02-010 Heero Yuy (AP+2 HP+1).

scenario("13-2-12-1", "ST07-005 Gundam Dynames 【During Link】: AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-005", pilot = "ST07-011", as = "linked"},
                                             {"ST07-005", pilot = "ST02-010", as = "paired"}, {"ST07-005", as = "alone"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("linked"), 2 + 1 + 2)
  eq(g:ap("paired"), 2 + 2)
  eq(g:ap("alone"), 2)
end)

scenario({"10-1-6-1", "5-6-1"}, "ST07-005 Gundam Dynames: destroys an enemy Unit in battle during your turn, recovers 2 HP", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-005", damage = 1, as = "dynames"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "dynames") .. " " .. c(g, "gm"))   -- AP2 on HP2; GM's 2 damage
  g:expect_loc("gm", "trash")
  eq(g:damage("dynames"), 1 + 2 - 2)
  ok(logged(g, "recovers 2 HP"))
end)

scenario({"10-1-6-1", "5-6-1"}, "ST07-005 Gundam Dynames: the enemy Unit survives, no recovery", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-005", damage = 1, as = "dynames"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "guncannon"}} } }
  g:choose("attack " .. c(g, "dynames") .. " " .. c(g, "guncannon"))   -- AP2 on HP4
  g:expect_loc("guncannon", "battle")
  eq(g:damage("dynames"), 1 + 2)
  ok(not logged(g, "recovers"))
end)

scenario("10-1-6-1", "ST07-005 Gundam Dynames: during the opponent's turn, no recovery", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST07-005", rested = true, damage = 1, as = "dynames"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "dynames"))
  g:expect_loc("gm", "trash")
  eq(g:damage("dynames"), 3)
end)
