-- GD04-125 Trinity Warship: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】①, rest 1 friendly (CB) Unit：Choose 1 enemy Unit that is Lv.5 or
-- lower. Deal 1 damage to it.
-- Props: GD03-063 0 Gundam (CB), ST01-005 GM.

scenario({"10-1-7-4", "10-1-7-3"}, "GD04-125 Trinity Warship: ① and a (CB) Unit rested: 1 damage", function()
  local g = game{ p1 = { deck = 10, resources = 1, base = {{"GD04-125", as = "tw"}}, battle = {{"GD03-063", as = "zero"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("activate " .. c(g, "tw") .. " 3")
  ok(g:rested("zero"))
  eq(g:damage("gm"), 1)
  local h = game{ p1 = { deck = 10, base = {{"GD04-125", as = "tw"}}, battle = {{"GD03-063", as = "zero"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:expect_no_option("activate " .. c(h, "tw") .. " 3")   -- no ①
end)
