-- EB01-025 Tallgeese Ⅱ: 【Deploy･Development 2】■All players place 1 EX Resource.  【During Pair】While
-- your opponent has an EX Resource, this Unit can't receive battle damage from enemy Units that are
-- Lv.5 or lower.
-- Props: EB01-016 Tornado Gundam (G Generation), ST02-010 Heero Yuy, ST08-007 Penelope (Lv5 AP5),
-- GD01-027 Big Zam (Lv7).

scenario({"13-1-8-1", "5-17-3-2"}, "EB01-025 Tallgeese Ⅱ: <Development 2>: every player places an EX Resource", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"EB01-025", as = "tall"}}, trash = {"EB01-016", "EB01-016"} },
                  p2 = { deck = 10, resources = 2 } }
  g:choose("play " .. c(g, "tall"))
  g:choose("yes")
  g:expect_count(1, "resources", 7)
  g:expect_count(2, "resources", 3)
end)

scenario({"13-2-10-1", "5-5-3"}, "EB01-025 Tallgeese Ⅱ: paired, with an enemy EX Resource: no battle damage from Lv.5 or lower", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"EB01-025", pilot = "ST02-010", rested = true, as = "tall"}} },
                  p2 = { deck = 10, resources = {1, ex = 1}, battle = {{"ST08-007", as = "penelope"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "tall"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("tall"), 0)
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "tall"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("tall", "trash")        -- Lv.7: 5 battle damage of 4 + 1 HP
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"EB01-025", pilot = "ST02-010", rested = true, as = "tall"}} },
                  p2 = { deck = 10, resources = 1, battle = {{"ST08-007", as = "penelope"}} } }
  h:choose("attack " .. c(h, "penelope") .. " " .. c(h, "tall"))
  while h:has_option("pass") do h:pass() end
  h:expect_loc("tall", "trash")        -- no enemy EX Resource
end)
