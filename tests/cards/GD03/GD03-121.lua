-- GD03-121 Unheralded Attack: scenario tests of scripts/cards/GD03/GD03-121.lua.
-- 【Action】Choose 1 friendly Base and 1 enemy Unit with 3 or less HP. Rest them.
--
-- P2 attacks P1 with ST01-005 GM (AP2); P1 plays it in the action step.  P2's other Units:
-- GD01-018 ReZEL (HP3), GD03-010 Full Armor Unicorn (HP6).

scenario({"8-4-1", "10-1-8-1"}, "GD03-121 Unheralded Attack: rest your Base and an enemy Unit with 3 or less HP", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 1, shields = 2, hand = {{"GD03-121", as = "cmd"}}, base = {{"GD01-124", as = "side7"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}, {"GD03-010", as = "fa"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }   -- the attacking GM (HP2) or ReZEL (HP3)
  g:expect_no_option(c(g, "fa"))
  g:choose(c(g, "rezel"))
  ok(g:rested("side7"))
  eq(g:damage("side7"), 2, "the GM's attack")
  ok(g:rested("rezel"))
  ok(not g:rested("fa"))
end)

scenario("10-1-8-1-1", "GD03-121 Unheralded Attack: no friendly Base, it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 2, hand = {{"GD03-121", as = "cmd"}, "GD01-115"} },
                  p2 = { deck = 10, base = {"EXB-001"}, battle = {{"GD01-027", as = "bigzam"}, "GD01-018"} } }
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
