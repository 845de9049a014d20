-- GD04-122 Jaburo: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】Rest 1 of your (Earth Federation) Units：Choose 1 enemy Unit that is
-- Lv.3 or lower. Rest it.
-- Props: ST01-005 GM (Earth Federation, Lv2).

scenario({"10-1-7-4"}, "GD04-122 Jaburo: rest your (Earth Federation) Unit: rest a Lv.3 enemy Unit", function()
  local g = game{ p1 = { deck = 10, base = {{"GD04-122", as = "jaburo"}}, battle = {{"ST01-005", as = "mygm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("activate " .. c(g, "jaburo") .. " 3")
  ok(g:rested("mygm"))
  ok(g:rested("gm"))
  ok(not g:rested("jaburo"), "the Base is not rested: not its cost")
end)
