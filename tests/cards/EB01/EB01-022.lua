-- EB01-022 Gundam Exia (EX): 【During Pair･(G Generation) Pilot】 at the end of your turn, you may
-- destroy it; if you do, deploy 3 [Gundam Exia] (T-025) Unit tokens.  (<Breach 5>: the core.)
-- Props: EB01-071 Ittou Tsurugi ((G Generation) Pilot), ST01-010 Amuro Ray (not (G Generation)).

local function board(pilot)
  return game{ p1 = { deck = 10, battle = {{"EB01-022", pilot = {pilot, as = "pilot"}, as = "exia"}} }, p2 = { deck = 10 } }
end

scenario({"13-2-3", "5-17-2", "5-20-1"}, "EB01-022 Gundam Exia (EX): destroyed at the end of the turn, 3 Exia tokens", function()
  local g = board("EB01-071")
  g:end_main()
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("exia"), "trash")
  eq(g:loc("pilot"), "trash")
  eq(g:count(1, "battle"), 3)
  for _, t in ipairs(g:cards(1, "battle")) do
    eq(g:number(t), "T-025")
    eq(g:ap(t), 2)
  end
end)

scenario("10-1-3", "EB01-022 Gundam Exia (EX): \"you may\": it stays, no token", function()
  local g = board("EB01-071")
  g:end_main()
  g:choose("no")
  eq(g:loc("exia"), "battle")
  eq(g:count(1, "battle"), 1)
end)

scenario("13-2-9-2", "EB01-022 Gundam Exia (EX): with a Pilot that is not (G Generation), nothing is asked", function()
  local g = board("ST01-010")
  g:end_main()
  g:expect_state{ active = 2 }
  eq(g:loc("exia"), "battle")
end)

scenario("11-4-2-2", "EB01-022 Gundam Exia (EX): 5 other Units: 2 of them are trashed for the 3 tokens", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-022", pilot = "EB01-071", as = "exia"},
                                               "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:end_main()
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  g:choose({1, 2})
  eq(g:count(1, "battle"), 6)
end)
