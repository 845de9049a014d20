-- EB01-073 Character Requests: 【Main】 with 6 or more rested Units in play, draw 2; 【Burst】 draw 1.
-- Props: ST01-005 GM.

local function board(rested)
  local mine, theirs = {}, {}
  for i = 1, 3 do mine[i] = {"ST01-005", rested = i <= rested} end
  for i = 1, 3 do theirs[i] = {"ST01-005", rested = i + 3 <= rested} end
  return game{ p1 = { deck = 10, resources = 6, hand = {{"EB01-073", as = "cmd"}}, battle = mine },
               p2 = { deck = 10, battle = theirs } }
end

scenario({"10-1-8-1", "10-2-1"}, "EB01-073 Character Requests: 6 rested Units (both players'), draw 2", function()
  local g = board(6)
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "hand", 2)
end)

scenario("10-1-8-1-1", "EB01-073 Character Requests: 5 rested Units: it can be played, and draws nothing", function()
  local g = board(5)
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "hand", 0)
  eq(g:loc("cmd"), "trash")
end)

scenario("13-2-5-1", "EB01-073 Character Requests: 【Burst】 draw 1", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, shields = {"ST01-005", "EB01-073"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)
