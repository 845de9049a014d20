-- EB01-087 Marina Ismail & Ptolemaios 2: 【Deploy】 a Shield to the hand; 【Once per Turn】 in your turn,
-- when a friendly green (G Generation) Unit destroys an enemy Unit with battle damage, a friendly
-- Unit recovers 2 HP; 【Burst】 deploy it.
-- Props: EB01-032 Ez8 (green (G Generation) AP4 HP3), EB01-016 Tornado (blue (G Generation)),
-- ST01-005 GM (HP2).

scenario({"10-1-6-1", "13-2-13-1"}, "EB01-087 Marina & Ptolemaios 2: a green (G Generation) Unit destroys by battle, 2 HP recovered, once a turn",
         function()
  local g = game{ p1 = { deck = 10, base = "EB01-087", battle = {{"EB01-032", as = "ez8"}, {"EB01-032", as = "ez8b"},
                                                                  {"ST01-005", damage = 1, as = "hurt"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "e1"}, {"ST01-005", rested = true, as = "e2"}} } }
  g:choose("attack " .. c(g, "ez8") .. " " .. c(g, "e1"))
  eq(g:loc("e1"), "trash")
  g:choose(c(g, "ez8"))                  -- a friendly Unit: the Ez8 (2 damage) recovers 2
  eq(g:damage("ez8"), 0)
  g:choose("attack " .. c(g, "ez8b") .. " " .. c(g, "e2"))
  eq(g:loc("e2"), "trash")
  eq(g:damage("ez8b"), 2, "【Once per Turn】")
  eq(g:damage("hurt"), 1)
end)

scenario("10-1-6-2", "EB01-087 Marina & Ptolemaios 2: a blue (G Generation) Unit destroying: nothing", function()
  local g = game{ p1 = { deck = 10, base = "EB01-087", battle = {{"EB01-016", as = "tornado"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "e1"}} } }
  g:choose("attack " .. c(g, "tornado") .. " " .. c(g, "e1"))
  eq(g:loc("e1"), "trash")
  eq(g:damage("tornado"), 2)
end)

scenario("10-1-6-2", "EB01-087 Marina & Ptolemaios 2: in the opponent's turn (the green Unit attacked), nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, base = "EB01-087", battle = {{"EB01-032", rested = true, as = "ez8"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "ez8"))
  eq(g:loc("att"), "trash")
  eq(g:damage("ez8"), 2)
end)

scenario({"13-2-5-1", "13-2-6-1"}, "EB01-087 Marina & Ptolemaios 2: 【Burst】 deployed, and its 【Deploy】 takes a Shield", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", "ST01-005", {"EB01-087", as = "base"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:choose("yes")
  while g:decision().kind == "yesno" and g:decision().player == 1 do g:choose("no") end
  eq(g:loc("base"), "base")
  g:expect_count(1, "shields", 1)
  g:expect_count(1, "hand", 1)
end)
