-- GD03-113 Human Karma: scenario tests of scripts/cards/GD03/GD03-113.lua.
-- 【Main】/【Action】Choose 1 active friendly Unit. Rest it. If you do, choose 1 enemy Unit whose Lv.
-- is equal to or lower than the Unit rested with this ability. Deal 3 damage to it.
--
-- Friendly: ST01-005 GM (Lv.2), GD01-018 ReZEL (Lv.3).  Enemy: GD03-011 GM Sniper II (Lv.2,
-- HP3), GD01-018 ReZEL (Lv.3, HP3).

scenario({"10-1-8-1", "5-20-1"}, "GD03-113 Human Karma: rest a friendly Unit, 3 damage to an enemy Unit of its Lv. or lower", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-113", as = "cmd"}},
                         battle = {{"ST01-005", as = "gm"}, {"GD01-018", rested = true, as = "mine"}} },
                  p2 = { deck = 10, battle = {{"GD03-011", as = "sniper"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "cmd"))
  ok(g:rested("gm"), "the only active friendly Unit")
  eq(g:loc("sniper"), "trash", "the only enemy Unit of Lv.2 or lower")
  eq(g:damage("rezel"), 0)
end)

scenario("10-1-8-1-2", "GD03-113 Human Karma: no active friendly Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-113", as = "cmd"}}, battle = {{"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = {"GD03-011"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("10-1-8-1-2", "GD03-113 Human Karma: played with no enemy Unit to damage, the Unit is still rested", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-113", as = "cmd"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "cmd"))
  ok(g:rested("gm"))
  eq(g:damage("rezel"), 0, "Lv.3 is higher than the GM's Lv.2")
end)
