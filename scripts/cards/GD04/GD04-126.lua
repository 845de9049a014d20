-- GD04-126 Izuma Colony
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- When this Base receives battle damage from an enemy Unit with 3 or less AP, deal 1 damage to
-- that Unit.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:on("damaged", function(e) e:damage(e.event_source, 1) end, {
  card = "self", battle = true, source = { side = "enemy", type = "unit", max_ap = 3 },
})
