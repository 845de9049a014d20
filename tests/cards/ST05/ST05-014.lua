-- ST05-014 Fatal Strike: scenario tests of scripts/cards/ST05/ST05-014.lua.
-- 【Burst】Choose 1 enemy Unit. Deal 1 damage to it.
-- 【Main】Choose 1 enemy Unit that is Lv.3 or lower. Destroy it.
--
-- Props: enemy ST05-006 Hyakuren (Lv.3), ST01-005 GM (Lv.2), ST07-002 Gundam Exia (Lv.4).

scenario({"13-2-3-1", "5-10-1"}, "ST05-014 Fatal Strike 【Main】: destroy an enemy Unit of Lv.3 or lower", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-014", as = "cmd"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}, {"ST01-005", as = "gm"}, {"ST07-002", as = "exia"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "gm"))
  g:expect_no_option(c(g, "exia"))       -- Lv.4
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "hyakuren"))
  g:expect_loc("hyakuren", "trash")
  g:expect_loc("gm", "battle")
end)

scenario({"10-1-8-1-1", "13-2-4-1"}, "ST05-014 Fatal Strike: no enemy Unit of Lv.3 or lower, it can't be played; no 【Action】", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST05-014", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST07-002", as = "exia"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
  local g2 = game{ turn = 3, active = 2,
                   p1 = { deck = 10, resources = 4, hand = {{"ST05-014", as = "cmd"}}, battle = {{"ST01-005", as = "mine", rested = true}} },
                   p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g2:choose("attack " .. c(g2, "gm") .. " " .. c(g2, "mine"))
  g2:expect_no_option("play " .. c(g2, "cmd"))   -- 【Main】 only
end)

scenario("13-2-5-1", "ST05-014 Fatal Strike 【Burst】: 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST05-006", as = "attacker"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST05-014", as = "card"}}, battle = {{"ST01-005", as = "theirs"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  while g:decision().kind == "action" and g:decision().player == 2 do g:choose("pass") end
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 2 }
  g:expect_no_option(c(g, "theirs"))     -- its owner's Unit is not an enemy Unit
  g:choose(c(g, "gm"))
  eq(g:damage("gm"), 1)
  eq(g:damage("attacker"), 0)
  g:expect_loc("card", "trash")
end)
