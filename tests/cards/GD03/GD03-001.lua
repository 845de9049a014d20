-- GD03-001 Gundam NT-1: scenario tests of scripts/cards/GD03/GD03-001.lua.
-- 【When Paired】Choose 1 rested enemy Unit. Deal 1 damage to it. When this effect destroys an
-- enemy Unit, draw 1.
--
-- Props: ST01-010 Amuro Ray (Lv.4 Pilot, links with NT-1), ST02-010 Heero Yuy (Lv.4 Pilot),
-- ST01-005 GM (AP2 HP2), GD01-018 ReZEL (AP4 HP3).  Filler deck cards are GM.

local function board(p2_battle)
  return game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                      battle = {{"GD03-001", as = "nt1"}} },
               p2 = { deck = 10, battle = p2_battle } }
end

scenario("13-2-9-1", "GD03-001 Gundam NT-1 【When Paired】: 1 damage to a rested enemy Unit", function()
  local g = board{ {"GD01-018", rested = true, as = "rested"}, {"GD01-018", as = "active"} }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "nt1"))
  eq(g:damage("rested"), 1, "the only rested enemy Unit: no question")
  eq(g:damage("active"), 0, "an active enemy Unit can't be chosen")
  g:expect_count(1, "hand", 0)   -- not destroyed: no draw
  g:expect_count(1, "deck", 10)
end)

scenario("13-2-9-1", "GD03-001 Gundam NT-1: the effect destroys the enemy Unit, draw 1", function()
  local g = board{ {"ST01-005", rested = true, damage = 1, as = "gm"}, {"GD01-018", rested = true, as = "rezel"} }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "nt1"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario("10-2-2", "GD03-001 Gundam NT-1: no rested enemy Unit, nothing happens", function()
  local g = board{ {"ST01-005", damage = 1, as = "gm"} }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "nt1"))
  eq(g:damage("gm"), 1)
  g:expect_count(1, "hand", 0)
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-1-1-1", "GD03-001 Gundam NT-1: <Repair 2> at the end of your turn", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-001", damage = 3, as = "nt1"}} }, p2 = { deck = 10 } }
  eq(g:keyword("nt1", "repair"), 2)
  g:end_main()
  eq(g:damage("nt1"), 1)
end)
