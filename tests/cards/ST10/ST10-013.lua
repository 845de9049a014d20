-- ST10-013 Tactical Training: scenario tests of scripts/cards/ST10/ST10-013.lua.
-- 【Burst】Add this card to your hand.
-- 【Main】/【Action】Choose 1 (G Generation) Unit that is Lv.5 or higher. It recovers 2 HP and gets
-- AP+2 during this turn.
--
-- (G Generation) props: EB01-007 Gundam TR-1 "Hazel-Rah" (Lv.5 AP5 HP4), ST10-004 Super Gundam
-- (Lv.4); ST07-003 Gundam Virtue (Lv.5, (CB)).

scenario({"13-2-3-1", "5-6-1"}, "ST10-013 Tactical Training 【Main】: a (G Generation) Unit of Lv.5 or higher recovers 2 HP and gets AP+2",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST10-013", as = "cmd"}},
                         battle = {{"EB01-007", damage = 3, as = "hazel"}, {"ST10-004", damage = 1, as = "super"}, {"ST07-003", as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"EB01-007", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "enemy"))         -- any (G Generation) Unit
  g:expect_no_option(c(g, "super"))      -- Lv.4
  g:expect_no_option(c(g, "virtue"))     -- not (G Generation)
  g:choose(c(g, "hazel"))
  eq(g:damage("hazel"), 1)
  eq(g:ap("hazel"), 7)
  g:next_turn()
  eq(g:ap("hazel"), 5, "during this turn only")
end)

scenario({"13-2-4-1", "5-6-3"}, "ST10-013 Tactical Training 【Action】: an undamaged Unit still gets AP+2", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"ST10-013", as = "cmd"}}, battle = {{"EB01-007", rested = true, as = "hazel"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "hazel"))
  g:choose("play " .. c(g, "cmd"))       -- the only (G Generation) Unit of Lv.5 or higher
  ok(not logged(g, "recovers"))
  ok(logged(g, "GM #" .. c(g, "gm"):sub(2) .. " takes 7 battle damage"))
  eq(g:damage("hazel"), 2)
end)

scenario({"10-1-8-1-1", "13-2-5-1"}, "ST10-013 Tactical Training: no (G Generation) Unit of Lv.5 or higher, it can't be played; 【Burst】 to the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST10-013", as = "cmd"}}, battle = {{"ST10-004"}, {"ST07-003"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))
  local g2 = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                   p2 = { deck = 10, shields = {"ST01-005", {"ST10-013", as = "card"}} } }
  g2:choose("attack " .. c(g2, "attacker") .. " p2")
  g2:choose("yes")
  eq(g2:loc("card"), "hand")
end)
