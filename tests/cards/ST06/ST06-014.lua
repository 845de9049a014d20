-- ST06-014 Clan Battle: scenario tests of scripts/cards/ST06/ST06-014.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If a friendly (Clan) Link Unit is in play, choose 1 friendly Unit.
-- It gets AP+2 during this turn.
--
-- (Clan) Link Unit: ST06-006 Red Gundam linked with ST06-010 Shuji Itō.

scenario({"13-2-5-1", "13-2-6-1"}, "ST06-014 Clan Battle 【Burst】: deployed, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST06-014", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-1-1", "10-3-1-1"}, "ST06-014 Clan Battle 【Activate･Main】: with a (Clan) Link Unit, a friendly Unit gets AP+2", function()
  local g = game{ p1 = { deck = 10, base = {{"ST06-014", as = "base"}},
                         battle = {{"ST06-006", pilot = "ST06-010", as = "red"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  ok(g:linked("red"))
  g:choose("activate " .. c(g, "base") .. " 3")
  ok(g:rested("base"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gm"))
  eq(g:ap("gm"), 4)
  g:expect_no_option("activate " .. c(g, "base") .. " 3")
end)

scenario({"13-2-1-1", "10-3-1-1"}, "ST06-014 Clan Battle: a (Clan) Unit paired but not linked, it can't be activated", function()
  local g = game{ p1 = { deck = 10, base = {{"ST06-014", as = "base"}},
                         battle = {{"ST06-006", pilot = "ST06-009", as = "red"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  ok(not g:linked("red"))
  g:expect_no_option("activate " .. c(g, "base") .. " 3")
end)
