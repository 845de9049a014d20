-- GD05-126 Quiet Zero: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】②：If you have a Unit with "Gundam Aerial" in its card name that is
-- Lv.5 or higher in play, deploy 1 [Gundnode]((Quiet Zero)･AP2･HP2･<Breach 1>) Unit token.

scenario({"13-2-5-1", "13-2-6-1"}, "GD05-126 Quiet Zero 【Burst】: deployed; 【Deploy】: a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD05-126", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-1-1", "13-2-13-1", "10-2-1"}, "GD05-126 Quiet Zero: ② with a Gundam Aerial Lv.5 in play: a Gundnode token, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, base = {{"GD05-126", as = "qz"}}, battle = {{"GD05-026", as = "rebuild"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "qz") .. " 3")
  g:expect_count(1, "battle", 2)
  local token = g:cards(1, "battle")[2]
  eq(g:number(token), "T-026")
  eq(g:keyword(token, "breach"), 1)
  ok(not g:rested(token))
  g:expect_no_option("activate " .. c(g, "qz") .. " 3")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 2)
end)

scenario({"13-2-1-1", "10-2-1"}, "GD05-126 Quiet Zero: a Gundam Aerial below Lv.5, an enemy's, or 1 Resource: can't be activated", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = {{"GD05-126", as = "qz"}}, battle = {"ST01-007"} },   -- Lv.4
                  p2 = { deck = 10, battle = {"GD05-026"} } }
  g:expect_no_option("activate " .. c(g, "qz") .. " 3")
  g = game{ p1 = { deck = 10, resources = {4, rested = 3}, base = {{"GD05-126", as = "qz"}}, battle = {"GD05-026"} },
            p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "qz") .. " 3")
end)
