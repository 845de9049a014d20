-- EB01-088 Miorine Rembran & Academy Ship: 【Deploy】 a Shield to the hand; in your opponent's turn,
-- friendly (G Generation) Units of Lv.3 get AP+1; 【Burst】 deploy it.
-- Props: EB01-016 Tornado Gundam ((G Generation) Lv.3 AP3), EB01-026 ((G Generation) Lv.4 AP4),
-- GD04-012 (Lv.3 AP3, not (G Generation)).

local function board(active)
  return game{ turn = 3, active = active,
               p1 = { deck = 10, base = "EB01-088", battle = {{"EB01-016", as = "tornado"}, {"EB01-026", as = "lv4"}, {"GD04-012", as = "other"}} },
               p2 = { deck = 10, battle = {{"EB01-016", as = "enemy"}} } }
end

scenario("10-1-5-3", "EB01-088 Miorine & Academy Ship: in the opponent's turn, friendly Lv.3 (G Generation) Units get AP+1", function()
  local g = board(2)
  eq(g:ap("tornado"), 4)
  eq(g:ap("lv4"), 4)
  eq(g:ap("other"), 3)
  eq(g:ap("enemy"), 3)
end)

scenario("10-1-5-3", "EB01-088 Miorine & Academy Ship: in your turn, nothing", function()
  local g = board(1)
  eq(g:ap("tornado"), 3)
end)

scenario({"13-2-5-1", "13-2-6-1"}, "EB01-088 Miorine & Academy Ship: 【Burst】 deployed, and its 【Deploy】 takes a Shield", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "ST01-005", {"EB01-088", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  while g:decision().kind == "yesno" and g:decision().player == 1 do g:choose("no") end
  eq(g:loc("base"), "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)
