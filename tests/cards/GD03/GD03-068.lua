-- GD03-068 Gundam Hajiroboshi: scenario tests of scripts/cards/GD03/GD03-068.lua.
-- While a friendly Base is in play, this Unit gains <Blocker>.

scenario({"10-1-5-3", "Q11"}, "GD03-068 Gundam Hajiroboshi: with a Base (an EX Base too) it has <Blocker>", function()
  local g = game{ p1 = { deck = 10, base = {"EXB-001"}, battle = {{"GD03-068", as = "haji"}} }, p2 = { deck = 10 } }
  ok(g:keyword("haji", "blocker"))
end)

scenario("10-1-5-3", "GD03-068 Gundam Hajiroboshi: no friendly Base (only an enemy one), no <Blocker>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-068", as = "haji"}} }, p2 = { deck = 10, base = {"EXB-001"} } }
  ok(not g:keyword("haji", "blocker"))
end)

scenario({"10-1-5-3", "13-1-4-1"}, "GD03-068 Gundam Hajiroboshi: it blocks while the Base is there", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, base = {{"GD01-124", as = "side7"}}, battle = {{"GD03-068", as = "haji"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("block " .. c(g, "haji"))
  eq(g:loc("gm"), "trash", "Hajiroboshi (AP3) destroys the GM")
  eq(g:damage("side7"), 0)
end)
