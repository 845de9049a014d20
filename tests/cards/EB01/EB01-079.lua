-- EB01-079 Modification: 【Main】 a friendly (G Generation) Unit can't receive battle damage from enemy
-- Units of Lv.3 or lower this turn.
-- Props: EB01-016 Tornado Gundam ((G Generation) AP3 HP3), ST01-005 GM (Lv.2 AP2), GD01-013 (Lv.4 AP3).

local function board(enemy)
  return game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-079", as = "cmd"}}, battle = {{"EB01-016", as = "tornado"}} },
               p2 = { deck = 10, battle = {{enemy, rested = true, as = "enemy"}} } }
end

scenario({"10-1-8-1", "8-5-3-2"}, "EB01-079 Modification: no battle damage from a Lv.2 enemy Unit this turn", function()
  local g = board("ST01-005")
  g:choose("play " .. c(g, "cmd"))
  g:choose("attack " .. c(g, "tornado") .. " " .. c(g, "enemy"))
  eq(g:damage("tornado"), 0)
  eq(g:loc("enemy"), "trash")
end)

scenario("8-5-3-2", "EB01-079 Modification: a Lv.4 enemy Unit's battle damage still reaches it", function()
  local g = board("GD01-013")
  g:choose("play " .. c(g, "cmd"))
  g:choose("attack " .. c(g, "tornado") .. " " .. c(g, "enemy"))
  eq(g:loc("tornado"), "trash")
end)

scenario("7-6-6-1", "EB01-079 Modification: only during this turn", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-079", as = "cmd"}}, battle = {{"EB01-016", as = "tornado"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST01-005", rested = true, as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:choose("attack " .. c(g, "tornado") .. " p2")
  g:end_main()
  g:expect_state{ active = 2 }
  g:choose("attack " .. c(g, "enemy") .. " " .. c(g, "tornado"))
  eq(g:damage("tornado"), 2, "P2's turn: the rule is over")
end)
