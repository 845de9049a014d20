-- GD03-018 Altron Gundam: scenario tests of scripts/cards/GD03/GD03-018.lua.
-- <Breach 5>  【Attack】Choose 1 enemy Unit with <Blocker>. Deal 5 damage to it.
--
-- Props: enemy GD01-072 Launcher Strike Gundam (<Blocker>, HP4), GD01-027 Big Zam (HP6), own
-- GD01-086 Gundam Lfrith (<Blocker>).

scenario("13-2-7-1", "GD03-018 Altron Gundam 【Attack】: 5 damage to an enemy Unit with <Blocker>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-018", as = "altron"}, {"GD01-086", as = "mine"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-072", as = "blocker"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "altron") .. " p2")
  eq(g:loc("blocker"), "trash", "5 damage on HP4: destroyed before it could block")
  eq(g:damage("bigzam"), 0)
  eq(g:damage("mine"), 0, "not your own <Blocker>")
  g:expect_count(2, "shields", 1)
end)

scenario("10-2-2", "GD03-018 Altron Gundam: no enemy <Blocker>, nothing happens", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-018", as = "altron"}, {"GD01-086", as = "mine"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "altron") .. " p2")
  eq(g:damage("bigzam"), 0)
  eq(g:damage("mine"), 0)
  g:expect_count(2, "shields", 1)
end)
