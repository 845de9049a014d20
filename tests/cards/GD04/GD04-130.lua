-- GD04-130 Industrial 7: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】Exile 1 Command card from your trash：Choose 1 enemy Unit. It gets
-- AP-1 during this turn.
-- Props: GD01-115 (a Command), ST01-005 GM.

scenario({"10-1-7-4", "13-2-13-1"}, "GD04-130 Industrial 7: exile a Command card: an enemy Unit gets AP-1, once per turn", function()
  local g = game{ p1 = { deck = 10, trash = {"GD01-115", "GD01-115"}, base = {{"GD04-130", as = "i7"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("activate " .. c(g, "i7") .. " 3")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }   -- which Command card to exile
  g:choose(1)
  eq(g:ap("gm"), 1)
  g:expect_count(1, "removal", 1)
  g:expect_no_option("activate " .. c(g, "i7") .. " 3")
  local h = game{ p1 = { deck = 10, trash = {"ST01-005"}, base = {{"GD04-130", as = "i7"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:expect_no_option("activate " .. c(h, "i7") .. " 3")
end)
