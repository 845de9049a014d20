-- EB01-036 Darilbalde: during your turn, all other (G Generation) Units of Lv.3 get AP+1.
-- Props: EB01-016 Tornado Gundam ((G Generation) Lv.3 AP3), EB01-032 ((G Generation) Lv.3 AP4),
-- EB01-026 ((G Generation) Lv.4 AP4), GD04-012 (Lv.3 AP3, not (G Generation)).

local function board(active)
  return game{ turn = 3, active = active,
               p1 = { deck = 10, battle = {{"EB01-036", as = "dari"}, {"EB01-016", as = "tornado"}, {"EB01-026", as = "lv4"},
                                            {"GD04-012", as = "other"}} },
               p2 = { deck = 10, battle = {{"EB01-032", as = "enemy"}} } }
end

scenario({"10-1-5-3", "5-19"}, "EB01-036 Darilbalde: in your turn, every other (G Generation) Lv.3 Unit gets AP+1", function()
  local g = board(1)
  eq(g:ap("tornado"), 4)
  eq(g:ap("enemy"), 5, "an enemy's too: \"all\"")
  eq(g:ap("dari"), 4, "not itself")
  eq(g:ap("lv4"), 4)
  eq(g:ap("other"), 3)
end)

scenario("10-1-5-3", "EB01-036 Darilbalde: in the opponent's turn, nothing", function()
  local g = board(2)
  eq(g:ap("tornado"), 3)
  eq(g:ap("enemy"), 4)
end)
