-- GD03-039 Red Gundam: scenario tests of scripts/cards/GD03/GD03-039.lua.
-- 【Deploy】Choose 1 other active friendly (Clan) Unit. Rest it. If you do, choose 1 enemy Unit
-- with 2 or less AP. Deal 2 damage to it.
--
-- Props: GD03-032 Zaku (Four Snake Eyes') [YETI] (GQ) ((Clan), no text), ST01-005 GM (not (Clan));
-- enemy ST01-005 GM (AP2 HP2), GD01-018 ReZEL (AP4).

scenario({"13-2-6-1", "5-20-1"}, "GD03-039 Red Gundam 【Deploy】: rest another active (Clan) Unit, 2 damage to an enemy with 2 or less AP",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-039", as = "red"}},
                         battle = {{"GD03-032", as = "zaku"}, {"GD03-032", rested = true, as = "rested"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "red"))
  ok(g:rested("zaku"), "the only other active (Clan) Unit")
  ok(not g:rested("red"), "not Red Gundam itself")
  ok(not g:rested("mine"))
  eq(g:loc("gm"), "trash", "GM (AP2) takes 2 damage")
  eq(g:damage("rezel"), 0, "AP4")
end)

scenario("5-20-1", "GD03-039 Red Gundam: no other active (Clan) Unit, no damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-039", as = "red"}},
                         battle = {{"GD03-032", rested = true, as = "rested"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "red"))
  ok(not g:rested("mine"))
  ok(not g:rested("red"))
  eq(g:damage("gm"), 0)
end)

scenario("5-20-1", "GD03-039 Red Gundam: rested with no enemy target, the rest still happens", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-039", as = "red"}}, battle = {{"GD03-032", as = "zaku"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "red"))
  ok(g:rested("zaku"))
  eq(g:damage("rezel"), 0)
end)
