-- GD04-127 Freeden Ⅱ: 【Deploy】 a Shield to the hand, then with 7 or more (Vulture) cards in the
-- trash, destroy an enemy Unit with 2 or less AP; 【Burst】.
-- Props: GD04-059 Wise Wallaby ((Vulture), AP2), GD04-076 Hipheavy (AP1), GD04-005 GM III (AP3).

local function copies(number, n)
  local t = {}
  for i = 1, n do t[i] = number end
  return t
end

scenario({"13-2-6-1", "5-20-2"}, "GD04-127 Freeden Ⅱ: 7 (Vulture) cards in the trash, an enemy Unit with 2 or less AP destroyed",
         function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 4, trash = copies("GD04-059", 7),
                         hand = {{"GD04-127", as = "freeden"}} },
                  p2 = { deck = 10, battle = {{"GD04-076", as = "hip"}, {"GD04-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "freeden"))
  g:expect_count(1, "shields", 2)
  eq(g:loc("hip"), "trash")
  eq(g:loc("gm3"), "battle")
end)

scenario("10-2-1", "GD04-127 Freeden Ⅱ: 6 (Vulture) cards, only the Shield", function()
  local g = game{ p1 = { deck = 10, shields = 3, resources = 4, trash = copies("GD04-059", 6),
                         hand = {{"GD04-127", as = "freeden"}} },
                  p2 = { deck = 10, battle = {{"GD04-076", as = "hip"}} } }
  g:choose("play " .. c(g, "freeden"))
  g:expect_count(1, "shields", 2)
  eq(g:loc("hip"), "battle")
end)

scenario("13-2-5-1", "GD04-127 Freeden Ⅱ 【Burst】: deployed, and its 【Deploy】 destroys the attacker", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-059", as = "wallaby"}} },
                  p2 = { deck = 10, trash = copies("GD04-059", 7),
                         shields = {"ST01-005", "ST01-005", {"GD04-127", as = "freeden"}} } }
  g:choose("attack " .. c(g, "wallaby") .. " p2")
  g:choose("yes")
  eq(g:loc("freeden"), "base")
  eq(g:loc("wallaby"), "trash")
end)
