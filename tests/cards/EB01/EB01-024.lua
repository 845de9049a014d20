-- EB01-024 GQuuuuuuX (Omega Psycommu): 【Attack】 2 damage to an enemy Unit with <Blocker> of Lv.5 or
-- lower.  (<Breach 3>: the core.)
-- Props: GD04-077 (<Blocker>, Lv.3 HP4), GD03-003 (<Blocker>, Lv.6), ST01-005 GM (no <Blocker>).

scenario({"13-2-7-1", "10-2-2"}, "EB01-024 GQuuuuuuX: 2 damage to the enemy <Blocker> of Lv.5 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-024", as = "gq"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD04-077", as = "b3"}, {"GD03-003", as = "b6"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gq") .. " p2")
  eq(g:damage("b3"), 2, "the only one that fits: taken without asking")
  eq(g:damage("b6"), 0)
  eq(g:damage("gm"), 0)
end)

scenario("10-2-2", "EB01-024 GQuuuuuuX: a <Blocker> of Lv.6 only: nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-024", as = "gq"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD03-003", as = "b6"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gq") .. " p2")
  eq(g:damage("b6"), 0)
  eq(g:damage("gm"), 0)
end)
