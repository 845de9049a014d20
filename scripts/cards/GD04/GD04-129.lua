-- GD04-129 Willgem
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, deal 3 damage to this Base.
-- 【Once per Turn】During your turn, when you pay ① or more for a friendly Unit's effect, this Base
-- recovers 2 HP.

card:burst(function(e) e:deploy(e.card) end)

card:deploy(function(e)
  e:shield_to_hand()
  e:damage(e.card, 3)
end)

card:on("paid", function(e) e:recover(e.card, 2) end, {
  once_per_turn = true,
  card = { side = "friendly", type = "unit" },
  condition = { turn = "your" },
  filter = function(e) return e.event_player == e.me end,
})
