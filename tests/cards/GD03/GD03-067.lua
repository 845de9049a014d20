-- GD03-067 Rouei: scenario tests of scripts/cards/GD03/GD03-067.lua.
-- 【Deploy】You may choose 1 of your Units. Deal 1 damage to it. It gets AP+1 during this turn.
--
-- Props: own ST01-005 GM (AP2 HP2), enemy ST01-005 GM.

scenario("13-2-6-1", "GD03-067 Rouei 【Deploy】: 1 damage to 1 of your Units, AP+1 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-067", as = "rouei"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "rouei"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "mine"))
  eq(g:damage("mine"), 1)
  eq(g:ap("mine"), 3)
  g:next_turn()
  eq(g:ap("mine"), 2, "only during this turn")
end)

scenario("10-1-3", "GD03-067 Rouei: declined, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-067", as = "rouei"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "rouei"))
  g:choose({})
  eq(g:damage("mine"), 0)
  eq(g:ap("mine"), 2)
end)
