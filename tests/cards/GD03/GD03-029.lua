-- GD03-029 Gundam Heavyarms Custom: scenario tests of scripts/cards/GD03/GD03-029.lua.
-- During your turn, when this Unit destroys an enemy Unit with battle damage, deal 2 damage to all
-- enemy Units with <Blocker>.
--
-- Heavyarms Custom is AP4 HP5.  Props: enemy ST01-005 GM (HP2), GD01-072 Launcher Strike Gundam
-- and GD01-086 Gundam Lfrith (<Blocker>, HP4), GD01-018 ReZEL (no <Blocker>); own GD01-086.

scenario({"10-1-6-1", "8-5-3"}, "GD03-029 Heavyarms Custom: destroys an enemy Unit in battle, 2 damage to enemy <Blocker>s",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-029", as = "heavyarms"}, {"GD01-086", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-072", as = "launcher"},
                                              {"GD01-086", as = "lfrith"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 2 }   -- the block step: P2 does not block
  g:pass()
  eq(g:loc("gm"), "trash")
  eq(g:damage("launcher"), 2)
  eq(g:damage("lfrith"), 2)
  eq(g:damage("rezel"), 0, "no <Blocker>")
  eq(g:damage("mine"), 0, "not your own <Blocker>")
end)

scenario("10-1-6-2", "GD03-029 Heavyarms Custom: not during the opponent's turn", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-029", rested = true, as = "heavyarms"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-072", as = "launcher"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "heavyarms"))
  eq(g:loc("gm"), "trash")
  eq(g:damage("launcher"), 0)
end)

scenario("10-1-6-2", "GD03-029 Heavyarms Custom: the attacked Unit survives, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-029", as = "heavyarms"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}, {"GD01-072", as = "launcher"}} } }
  g:choose("attack " .. c(g, "heavyarms") .. " " .. c(g, "bigzam"))
  g:pass()
  eq(g:loc("bigzam"), "battle")
  eq(g:damage("launcher"), 0)
end)
