-- ST08-015 Davao: scenario tests of scripts/cards/ST08/ST08-015.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】②：Choose 1 of your Units. It recovers 2 HP.

scenario({"13-2-5-1", "13-2-6-1"}, "ST08-015 Davao 【Burst】: deployed, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST08-015", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-1-1", "10-1-7-3", "13-2-13-1", "5-6-2"}, "ST08-015 Davao 【Activate･Main】: ② to recover 2 HP, once per turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = {{"ST08-015", as = "davao"}},
                         battle = {{"ST05-006", damage = 2, as = "hurt"}, {"ST01-005", damage = 1, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "enemy"}} } }
  g:choose("activate " .. c(g, "davao") .. " 3")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "hurt"))
  eq(g:damage("hurt"), 0)
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 2, "the cost: ②")
  ok(not g:rested("davao"), "no rest cost")
  g:expect_no_option("activate " .. c(g, "davao") .. " 3")   -- 【Once per Turn】
end)

scenario({"13-2-1-1", "10-1-7-3"}, "ST08-015 Davao: fewer than 2 active Resources, it can't be activated", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, base = {{"ST08-015", as = "davao"}},
                         battle = {{"ST01-005", damage = 1}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "davao") .. " 3")
end)
