-- EB01-029 Gundam Astaroth Rinascimento (EX): 【Deploy】 with 5 or more enemy Units, 2 damage to all
-- Units with <Blocker> of Lv.4 or lower.
-- Props: ST01-008 Demi Trainer (<Blocker> Lv.1 HP1), GD04-077 (<Blocker> Lv.3 HP4), GD03-003
-- (<Blocker> Lv.6), ST01-005 GM.

local function board(extra)
  local theirs = { {"ST01-008", as = "demi"}, {"GD04-077", as = "b3"}, {"GD03-003", as = "b6"}, {"ST01-005", as = "gm"} }
  if extra then theirs[#theirs + 1] = "ST01-005" end
  return game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-029", as = "astaroth"}}, battle = {{"ST01-008", as = "mydemi"}} },
               p2 = { deck = 10, battle = theirs } }
end

scenario({"13-2-6-1", "10-2-1"}, "EB01-029 Astaroth Rinascimento: 5 enemy Units, 2 damage to every <Blocker> of Lv.4 or lower", function()
  local g = board(true)
  g:choose("play " .. c(g, "astaroth"))
  eq(g:loc("demi"), "trash")
  eq(g:loc("mydemi"), "trash", "yours too")
  eq(g:damage("b3"), 2)
  eq(g:damage("b6"), 0)
  eq(g:damage("gm"), 0)
end)

scenario("10-2-1", "EB01-029 Astaroth Rinascimento: 4 enemy Units, nothing", function()
  local g = board(false)
  g:choose("play " .. c(g, "astaroth"))
  eq(g:loc("demi"), "battle")
  eq(g:damage("b3"), 0)
end)
