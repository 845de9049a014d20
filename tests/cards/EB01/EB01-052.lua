-- EB01-052 Hildolfr: 【Deploy】 with 3 or more enemy Units, an enemy Unit with 2 or less HP back to
-- its owner's hand.
-- Props: ST01-005 GM (HP2), GD04-014 Shokew (HP3).

local function board(n)
  local theirs = { {"ST01-005", as = "gm"} }
  for i = 2, n do theirs[i] = "GD04-014" end
  return game{ p1 = { deck = 10, resources = 2, hand = {{"EB01-052", as = "hildolfr"}} }, p2 = { deck = 10, battle = theirs } }
end

scenario({"13-2-6-1", "10-2-1"}, "EB01-052 Hildolfr: 3 enemy Units, the one with 2 or less HP returns", function()
  local g = board(3)
  g:choose("play " .. c(g, "hildolfr"))
  eq(g:loc("gm"), "hand")
  g:expect_count(2, "battle", 2)
end)

scenario("10-2-1", "EB01-052 Hildolfr: 2 enemy Units, nothing", function()
  local g = board(2)
  g:choose("play " .. c(g, "hildolfr"))
  eq(g:loc("gm"), "battle")
end)
