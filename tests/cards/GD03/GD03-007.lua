-- GD03-007 Gundam NT-1 Full Armor: scenario tests of scripts/cards/GD03/GD03-007.lua.
-- 【Destroyed】Choose 1 enemy Unit with 3 or less HP. Rest it.
--
-- NT-1 Full Armor (AP2 HP3) attacks a rested Big Zam (AP5 HP6) and is destroyed.

scenario("13-2-8-1", "GD03-007 Gundam NT-1 Full Armor 【Destroyed】: rest an enemy Unit with 3 or less HP", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-007", as = "fa"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"},
                                              {"GD01-018", as = "rezel"}, {"GD03-010", as = "big"}} } }
  g:choose("attack " .. c(g, "fa") .. " " .. c(g, "bigzam"))
  eq(g:loc("fa"), "trash")
  ok(g:rested("rezel"), "ReZEL (HP3) rested")
  ok(not g:rested("big"), "HP6: not a choice")
end)

scenario("10-2-2", "GD03-007 Gundam NT-1 Full Armor: no enemy Unit with 3 or less HP, nothing happens", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-007", as = "fa"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"GD03-010", as = "big"}} } }
  g:choose("attack " .. c(g, "fa") .. " " .. c(g, "bigzam"))
  eq(g:loc("fa"), "trash")
  ok(not g:rested("big"))
  g:expect_decision{ kind = "action", player = 1 }
end)
