-- ST10-016 Luna Mana & Carry Base: scenario tests of scripts/cards/ST10/ST10-016.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, all friendly (G Generation) Units recover 1 HP.

scenario({"13-2-5-1", "13-2-6-1", "5-6-1"}, "ST10-016 Luna Mana & Carry Base 【Burst】: a Shield to the hand, friendly (G Generation) Units recover 1 HP",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST10-005", damage = 1, as = "enemy"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST10-016", as = "base"}},
                         battle = {{"ST10-004", damage = 2, as = "super"}, {"ST10-009", damage = 1, as = "duel"},
                                   {"ST05-006", damage = 1, as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("pass")                       -- no block with the Graze Duel Type
  g:choose("yes")
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  eq(g:damage("super"), 1)
  eq(g:damage("duel"), 0)
  eq(g:damage("hyakuren"), 1)            -- not (G Generation)
  eq(g:damage("enemy"), 1)               -- not friendly
end)
