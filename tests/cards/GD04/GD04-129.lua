-- GD04-129 Willgem: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand. Then, deal
-- 3 damage to this Base.  【Once per Turn】During your turn, when you pay ① or more for a friendly
-- Unit's effect, this Base recovers 2 HP.
-- Props: TEST-A19-003 (【Activate･Main】①：Draw 1).
use_cards("tests/data/cards/api19.json")

scenario({"13-2-6-1", "5-6-1", "13-2-13-1"}, "GD04-129 Willgem: deployed with 3 damage; ① paid for a Unit's effect: recovers 2, once per turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = 2, hand = {{"GD04-129", as = "willgem"}},
                         battle = {{"TEST-A19-003", as = "payer"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "willgem"))
  eq(g:damage("willgem"), 3)
  g:expect_count(1, "shields", 1)
  g:choose("activate " .. c(g, "payer") .. " 1")
  eq(g:damage("willgem"), 1)
  g:choose("activate " .. c(g, "payer") .. " 1")
  eq(g:damage("willgem"), 1, "【Once per Turn】")
end)
