-- ST05-015 Isaribi: scenario tests of scripts/cards/ST05/ST05-015.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：Choose 1 of your damaged Units. It gets AP+2 during this turn.

scenario({"13-2-5-1", "13-2-6-1"}, "ST05-015 Isaribi 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST05-015", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-1-1", "10-1-7-2"}, "ST05-015 Isaribi 【Activate･Main】: rest it, a damaged Unit of yours gets AP+2", function()
  local g = game{ p1 = { deck = 10, base = {{"ST05-015", as = "isaribi"}},
                         battle = {{"ST05-006", as = "hurt", damage = 1}, {"ST01-005", as = "hurt2", damage = 1}, {"ST01-005", as = "whole"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy", damage = 1}} } }
  g:choose("activate " .. c(g, "isaribi") .. " 3")
  ok(g:rested("isaribi"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "hurt2"))
  g:expect_no_option(c(g, "whole"))      -- undamaged
  g:expect_no_option(c(g, "enemy"))      -- not yours
  g:choose(c(g, "hurt"))
  eq(g:ap("hurt"), 6)
  eq(g:ap("hurt2"), 2)
  g:expect_no_option("activate " .. c(g, "isaribi") .. " 3")   -- rested
end)

scenario("10-2-2", "ST05-015 Isaribi: no damaged Unit of yours, it can't be activated", function()
  local g = game{ p1 = { deck = 10, base = {{"ST05-015", as = "isaribi"}}, battle = {{"ST01-005", as = "whole"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy", damage = 1}} } }
  g:expect_no_option("activate " .. c(g, "isaribi") .. " 3")
  ok(not g:rested("isaribi"))
end)
