-- EB01-037 Zudah Unit 1 (AP4 HP1): during your turn, while battling an enemy Unit with <Blocker>, it
-- can't receive battle damage.
-- Props: GD04-077 (<Blocker> Lv.3 AP2 HP4), ST01-008 Demi Trainer (<Blocker> AP1 HP1), ST01-005 GM
-- (AP2 HP2).

scenario({"8-5-3-2", "10-1-5-3"}, "EB01-037 Zudah: attacking an enemy <Blocker>, no battle damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-037", as = "zudah"}} },
                  p2 = { deck = 10, battle = {{"GD04-077", rested = true, as = "blocker"}} } }
  g:choose("attack " .. c(g, "zudah") .. " " .. c(g, "blocker"))
  eq(g:loc("zudah"), "battle")
  eq(g:damage("zudah"), 0)
  eq(g:loc("blocker"), "trash")
end)

scenario({"8-3-1", "10-1-5-3"}, "EB01-037 Zudah: blocked by a <Blocker>, no battle damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-037", as = "zudah"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD04-077", as = "blocker"}} } }
  g:choose("attack " .. c(g, "zudah") .. " p2")
  g:choose("block " .. c(g, "blocker"))
  eq(g:loc("zudah"), "battle")
  eq(g:loc("blocker"), "trash")
end)

scenario("10-1-5-3", "EB01-037 Zudah: battling a Unit without <Blocker>, it is destroyed", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-037", as = "zudah"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "zudah") .. " " .. c(g, "gm"))
  eq(g:loc("zudah"), "trash")
end)

scenario("10-1-5-3", "EB01-037 Zudah: in the opponent's turn, an enemy <Blocker> attacking it deals damage", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"EB01-037", rested = true, as = "zudah"}} },
                  p2 = { deck = 10, battle = {{"GD04-077", as = "blocker"}} } }
  g:choose("attack " .. c(g, "blocker") .. " " .. c(g, "zudah"))
  eq(g:loc("zudah"), "trash")
end)
