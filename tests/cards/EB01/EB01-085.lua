-- EB01-085 Kudelia Aina Bernstein & Isaribi: 【Deploy】 a Shield to the hand; then you may rest an
-- active friendly blue (G Generation) Unit and an enemy Unit; 【Burst】 deploy it.
-- Props: EB01-016 Tornado Gundam (blue (G Generation)), EB01-032 (green (G Generation)), ST01-005 GM.

local function board()
  return game{ p1 = { deck = 10, shields = 3, resources = 5, hand = {{"EB01-085", as = "base"}},
                      battle = {{"EB01-016", as = "blue"}, {"EB01-032", as = "green"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
end

scenario({"13-2-6-1", "5-20-2"}, "EB01-085 Kudelia & Isaribi: a Shield to the hand, then the blue Unit and the enemy Unit rested", function()
  local g = board()
  g:choose("play " .. c(g, "base"))
  g:expect_count(1, "shields", 2)
  g:expect_count(1, "hand", 1)
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  ok(g:rested("blue") and g:rested("enemy"))
  ok(not g:rested("green"), "a green Unit is not offered")
end)

scenario("10-1-3", "EB01-085 Kudelia & Isaribi: \"you may\": nothing rested", function()
  local g = board()
  g:choose("play " .. c(g, "base"))
  g:choose("no")
  ok(not g:rested("blue") and not g:rested("enemy"))
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-5-1", "13-2-6-1"}, "EB01-085 Kudelia & Isaribi: 【Burst】 deployed, and its 【Deploy】 takes a Shield", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "ST01-005", {"EB01-085", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  while g:decision().kind == "yesno" and g:decision().player == 1 do g:choose("no") end
  eq(g:loc("base"), "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)
